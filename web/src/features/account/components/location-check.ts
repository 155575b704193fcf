/** The location screen's check, fetched by its form once it is on screen (lazyCheck). */
// check-with first: it sets zod up before the schemas are made.
import { checkWith } from '../../../lib/forms/check-with';
import { locationBody } from '@core/location/schemas';

export const checkLocation = checkWith(locationBody);
