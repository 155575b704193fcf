import * as z from 'zod';
import { countryByName } from '../reference/countries.js';
import { positions } from '../reference/positions.js';
import { regionsOf, townsOf } from '../reference/regions.js';
import { shownLine } from '../shown-text.js';

const position = z
  .string({ error: 'Choose a position' })
  .refine((value) => positions.includes(value), 'Choose a position');
const country = z
  .string({ error: 'Choose a country from the list' })
  .refine((name) => Boolean(countryByName(name)), 'Choose a country from the list');
const place = (message: string) =>
  shownLine(z.string({ error: message }).trim().min(1, message).max(80, message));

/** A region and town named where the country lists them must be among them; a town needs a region. */
const placeListed = (
  { country, region, town }: { country: string; region?: string; town?: string },
  ctx: z.RefinementCtx,
) => {
  const regions = regionsOf(country);
  if ((region && regions.length && !regions.includes(region)) || (town && !region))
    ctx.addIssue({ code: 'custom', path: ['region'], message: 'Choose a region from the list' });
  const towns = region ? townsOf(country, region) : [];
  if (town && towns.length && !towns.includes(town))
    ctx.addIssue({ code: 'custom', path: ['town'], message: 'Choose a town from the list' });
};

/** GET /api/salary-guide: a position in a place (the job form's choice). */
export const salaryGuideQuery = z
  .strictObject({
    position,
    country,
    region: place('Choose a region from the list').optional(),
    town: place('Choose a town from the list').optional(),
  })
  .superRefine(placeListed);
export type SalaryGuideQuery = z.output<typeof salaryGuideQuery>;

/** GET /api/salary-guide/town: the public page of a town. */
export const townGuideQuery = z
  .strictObject({
    country,
    region: place('Choose a region from the list'),
    town: place('Choose a town from the list'),
  })
  .superRefine(placeListed);
export type TownGuideQuery = z.output<typeof townGuideQuery>;

/** The figures of one area: monthly amounts in the country's currency, major units. */
export const salaryFigures = z.object({
  area: z.object({ level: z.enum(['town', 'region', 'country']), name: z.string() }),
  median: z.number(),
  lower_quartile: z.number(),
  upper_quartile: z.number(),
  jobs: z.number(),
});
export type SalaryFigures = z.infer<typeof salaryFigures>;

/**
 * The finest area (town, region, country) with at least five counted jobs, or `figures: null`
 * when not even the country has five yet.
 */
export const salaryGuideResponse = z.object({
  position: z.string(),
  currency: z.string(),
  figures: salaryFigures.nullable(),
});

/** Every position with a counted job in the town, its region or its country, in the list's order. */
export const townGuideResponse = z.object({
  country: z.string(),
  region: z.string(),
  town: z.string(),
  currency: z.string(),
  positions: z.array(
    z.object({
      position: z.string(),
      /** Jobs counted in the town itself (figures come from a larger area below five). */
      town_jobs: z.number(),
      figures: salaryFigures.nullable(),
    }),
  ),
});
