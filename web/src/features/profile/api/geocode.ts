import type { GeocodeResult } from '@core/location/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/geocode: the country, region and town nearest to the coordinates. */
export const geocode = (latitude: number, longitude: number) =>
  api<GeocodeResult>('/api/geocode', {
    method: 'POST',
    auth: true,
    body: { latitude, longitude },
  });
