import { SearchPlaceIndexForPositionCommand } from '@aws-sdk/client-location';
import type { Geocoding, PlaceFound } from '../core/ports/geocoding.js';
import { locationClient } from './clients/location.js';
import { env } from './env.js';

/** Amazon Location's place index; it gives the country as ISO 3166-1 alpha-3. */
export const geocoding: Geocoding = {
  /** The place at a position, or undefined when the index knows none there. */
  async reverse(latitude: number, longitude: number): Promise<PlaceFound | undefined> {
    const { Results } = await locationClient().send(
      new SearchPlaceIndexForPositionCommand({
        IndexName: env('geocoding').PLACE_INDEX_NAME,
        Position: [longitude, latitude],
        MaxResults: 1,
        Language: 'en',
      }),
    );
    const place = Results?.[0]?.Place;
    if (!place) return undefined;
    return {
      country: place.Country,
      region: place.Region,
      subRegion: place.SubRegion,
      municipality: place.Municipality,
    };
  },
};
