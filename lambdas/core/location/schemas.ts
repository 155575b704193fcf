import * as z from 'zod';
import { countryByName } from '../reference/countries.js';
import { regionsOf, townsOf } from '../reference/regions.js';
import { shownLine } from '../shown-text.js';

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

/** Region and town must be listed for the country when we list its regions and towns. */
export const placeChecked = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((body, ctx) => {
    const {
      currently_in: country,
      region,
      town,
    } = body as {
      currently_in?: string;
      region?: string;
      town?: string;
    };
    const regions = regionsOf(country);
    if (region && regions.length && !regions.includes(region)) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'Choose a region from the list' });
    }
    const towns = region ? townsOf(country, region) : [];
    if (town && towns.length && !towns.includes(town)) {
      ctx.addIssue({ code: 'custom', path: ['town'], message: 'Choose a town from the list' });
    }
  });

/**
 * A place name typed where we list none (docs/decisions/security-and-limits.md, "Shown single-line
 * text").
 */
const typedPlace = shownLine(z.string().trim().max(80));

/** The location screen (spec: locations_edit): country, and region and town if known. */
export const locationBody = placeChecked(
  z.strictObject({
    /** The profile version read, as every profile save names it. */
    version: z.number({ error: 'version required' }).int().min(1),
    currently_in: z
      .string({ error: 'Choose a country from the list' })
      .refine((name) => Boolean(countryByName(name)), 'Choose a country from the list'),
    region: typedPlace.optional(),
    town: typedPlace.optional(),
  }),
);
export type LocationInput = z.output<typeof locationBody>;

/** The country CloudFront located the visit in (an ISO code), or null where it could not. */
export const visitorCountryResponse = z.object({ country: z.string().nullable() });
