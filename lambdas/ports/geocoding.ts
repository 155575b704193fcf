import { SearchPlaceIndexForPositionCommand } from '@aws-sdk/client-location';
import { locationClient } from './clients/location.js';
import { env } from './env.js';

/** What a reverse geocode tells us: the spec reads country, area level 2 and locality. */
export interface PlaceFound {
  /** ISO 3166-1 alpha-3, as Amazon Location gives it. */
  country?: string;
  region?: string;
  subRegion?: string;
  municipality?: string;
}

export const geocoding = {
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
export type Geocoding = typeof geocoding;
