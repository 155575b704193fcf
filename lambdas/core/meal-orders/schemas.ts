import * as z from 'zod';
import { pageCursor } from '../db/page-cursor.js';
import { jobFields, jobResponse, placeChecked, required } from '../jobs/schemas.js';

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

/** A meal order is a job (position 'Patient Meals'): as its parent posted it, or its cook took it. */
export const mealOrderResponse = jobResponse;

/** The parent's own orders, newest first: "Waiting for a cook" or "Taken by NAME". */
export const myMealOrdersResponse = z.object({
  orders: z.array(jobResponse.omit({ geoPoint: true }).extend({ state: z.string() })),
});

/** An open order as cooks see it before taking it (meal-order-card.entity.ts): no contact details. */
export const openMealOrderResponse = z.object({
  post_id: z.string(),
  currently_in: z.string(),
  posted: z.number(),
  region: z.string().optional(),
  town: z.string().optional(),
  info: z.string(),
  salary: z.string(),
  start_date: z.number(),
});

/** A page of open orders in a country; the cursor of the next one, absent on the last. */
export const openMealOrdersResponse = z.object({
  country: z.string(),
  orders: z.array(openMealOrderResponse),
  cursor: z.string().optional(),
});

/** The orders a cook took, newest first, with the family's contact. */
export const takenMealOrdersResponse = z.object({ orders: z.array(jobResponse) });
