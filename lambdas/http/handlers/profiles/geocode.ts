import { geocode } from '../../../core/location/geocode.js';
import { geocoding } from '../../../ports/geocoding.js';
import { httpHandler } from '../../http-handler.js';
import { routes } from '../../routes.js';

export const handler = httpHandler(routes.geocode, ({ body }) =>
  geocode(geocoding, body.latitude, body.longitude),
);
