import * as z from 'zod';
import { pageCursor } from '../db/page-cursor.js';
import { jobFields, placeChecked, required } from '../jobs/schemas.js';

const mealDetails = 'Say which meals you need, and for whom';

/** A parent's meal order: the job form's contact, date and place pieces, plus what to cook. */
export const mealOrderBody = placeChecked(
  z.strictObject({
    email: jobFields.email,
    contact: jobFields.contact,
    info: z
      .string({ error: mealDetails })
      .trim()
      .min(1, mealDetails)
      .max(1000, 'Keep the meal details under 1000 characters'),
    start_date: jobFields.start_date,
    salary: required('Budget', 60),
    currently_in: jobFields.currently_in,
    region: jobFields.region,
    town: jobFields.town,
  }),
);
export type MealOrderInput = z.output<typeof mealOrderBody>;

/** Where the cook was when taking the order (spec section 4: "records cook_id and location"). */
export const takeOrderBody = z.strictObject({
  lat: z
    .number({ error: 'lat (latitude) is required' })
    .min(-90, 'lat must be between -90 and 90')
    .max(90, 'lat must be between -90 and 90'),
  lng: z
    .number({ error: 'lng (longitude) is required' })
    .min(-180, 'lng must be between -180 and 180')
    .max(180, 'lng must be between -180 and 180'),
});
export type GeoPoint = z.output<typeof takeOrderBody>;

export const orderParams = z.strictObject({
  id: z.string().regex(/^[\w-]{1,64}$/, 'Invalid order'),
});

/** Open orders: the cook's own country unless another is named; 15 a page with a cursor. */
export const openOrdersQuery = z.strictObject({
  country: z.string().max(80).optional(),
  cursor: pageCursor.optional(),
});
