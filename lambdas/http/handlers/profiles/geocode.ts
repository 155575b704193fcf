import { geocode } from '../../../core/location/geocode.js';
import { geocoding } from '../../../ports/geocoding.js';
import { httpHandler } from '../../http-handler.js';
import { profilesRoutes as routes } from '../../routes/profiles.js';

export const handler = httpHandler(routes.geocode, ({ body }) =>
  geocode(geocoding, body.latitude, body.longitude),
);
