import { profilesRoutes } from '@http/routes/profiles';
import { callRoute } from '../../../lib/call-route';

/** POST /api/geocode: the country, region and town nearest to the coordinates. */
export const geocode = (latitude: number, longitude: number) =>
  callRoute(profilesRoutes.geocode, { body: { latitude, longitude } });
