import * as z from 'zod';

/** "Use my location": the browser's coordinates. */
export const geocodeBody = z.strictObject({
  latitude: z.number({ error: 'latitude required' }).min(-90).max(90),
  longitude: z.number({ error: 'longitude required' }).min(-180).max(180),
});

/** The Location facts of spec section 3 that the coordinates give, from the reference data. */
export const geocodeResponse = z.object({
  currently_in: z.string(),
  code: z.string(),
  phone_code: z.string(),
  currency: z.string(),
  region: z.string().optional(),
  town: z.string().optional(),
});
export type GeocodeResult = z.infer<typeof geocodeResponse>;
