import * as z from 'zod';
import { emailSchema } from '../auth/schemas.js';
import { pageCursor } from '../db/page-cursor.js';
import { countryByName } from '../reference/countries.js';
import { positions } from '../reference/positions.js';
import { placeChecked } from '../location/schemas.js';
import { jobSelects } from './job-options.js';
import { shownLine } from '../shown-text.js';

const PLEASE_SELECT = 'Please select';

/**
 * A required line of text others see (docs/decisions/security-and-limits.md, "Shown single-line
 * text").
 */
export const required = (what: string, max: number) =>
  shownLine(
    z
      .string({ error: `${what} is required` })
      .trim()
      .min(1, `${what} is required`)
      .max(max, `${what} should be ${max} characters or fewer`),
  );
const line = (max: number) => shownLine(z.string().trim().max(max));

const choice = <T extends readonly [string, ...string[]]>(options: T, what: string) =>
  z.enum(options, { error: `Choose ${what} from the list` });

/** The job form of spec section 2; asterisked fields are required, selects start at their first option. */
export const jobFields = {
  email: emailSchema,
  contact: required('Contact name', 80),
  position: z
    .string({ error: 'Choose a position' })
    .refine((value) => value !== PLEASE_SELECT && positions.includes(value), 'Choose a position'),
  start_date: z.iso
    .date({ error: 'Start date is required (YYYY-MM-DD)' })
    .transform((day) => Date.parse(day)),
  salary: required('Salary', 60),
  hours: required('Hours', 60),
  duration: choice(jobSelects.duration, 'a duration'),
  sex: choice(jobSelects.sex, 'a sex').default(jobSelects.sex[0]),
  qualifications: line(300).default(''),
  education: choice(jobSelects.education, 'an education level').default(jobSelects.education[0]),
  number_kids: choice(jobSelects.number_kids, 'a number of children').default(
    jobSelects.number_kids[0],
  ),
  age_range: choice(jobSelects.age_range, 'an age range').default(jobSelects.age_range[0]),
  pets: choice(jobSelects.pets, 'an answer').default(jobSelects.pets[0]),
  cpr: choice(jobSelects.cpr, 'an answer').default(jobSelects.cpr[0]),
  driver: choice(jobSelects.driver, 'an answer').default(jobSelects.driver[0]),
  full_part_time: choice(jobSelects.full_part_time, 'full or part time').default(
    jobSelects.full_part_time[0],
  ),
  live_in_out: choice(jobSelects.live_in_out, 'live in or out').default(jobSelects.live_in_out[0]),
  language: choice(jobSelects.language, 'a language').default(jobSelects.language[0]),
  currently_in: z
    .string({ error: 'Choose a country' })
    .refine((name) => name !== PLEASE_SELECT && Boolean(countryByName(name)), 'Choose a country'),
  region: line(80).optional(),
  town: line(80).optional(),
  info: z.string().trim().max(2000, 'Keep the description under 2000 characters').default(''),
  terms: z.boolean().default(false),
};

/** Shared with the meal order form (meal-orders/schemas.ts). */
export { placeChecked };

export const jobBody = placeChecked(z.strictObject(jobFields));
export type JobInput = z.output<typeof jobBody>;

export const jobParams = z.strictObject({
  id: z.string().regex(/^[\w-]{1,64}$/, 'Invalid job'),
});

/** Find a job: a position and a country (or their "any" values), 15 a page with a cursor. */
export const findJobsQuery = z.strictObject({
  position: z.string().max(80).optional(),
  country: z.string().max(80).optional(),
  cursor: pageCursor.optional(),
});

/**
 * A job as its poster reads it (job.entity.ts): the form's fields and the state of spec section 4.
 * Meal orders are jobs too (position 'Patient Meals'), so a taken one carries its cook and where
 * the cook stood.
 */
export const jobResponse = z.object({
  post_id: z.string(),
  user_id: z.string(),
  email: z.string(),
  contact: z.string(),
  position: z.string(),
  start_date: z.number(),
  salary: z.string(),
  hours: z.string(),
  duration: z.string(),
  sex: z.string().optional(),
  qualifications: z.string().optional(),
  education: z.string().optional(),
  number_kids: z.string().optional(),
  age_range: z.string().optional(),
  pets: z.string().optional(),
  cpr: z.string().optional(),
  driver: z.string().optional(),
  full_part_time: z.string().optional(),
  live_in_out: z.string().optional(),
  language: z.string().optional(),
  currently_in: z.string(),
  region: z.string().optional(),
  town: z.string().optional(),
  info: z.string().optional(),
  terms: z.boolean().optional(),
  posted: z.number(),
  views: z.number().optional(),
  paid: z.boolean().optional(),
  live: z.boolean().optional(),
  pending: z.boolean().optional(),
  cook_id: z.string().optional(),
  cook_name: z.string().optional(),
  taken_at: z.number().optional(),
  geoPoint: z.object({ lat: z.number(), lng: z.number() }).optional(),
  updatedAt: z.number().optional(),
  /** Taken down by an admin after a report. */
  hidden: z.boolean().optional(),
});
export type JobAnswer = z.infer<typeof jobResponse>;

/** The caller's own jobs, newest first, each with its view count. */
export const myJobsResponse = z.object({
  jobs: z.array(jobResponse.extend({ views: z.number() })),
});

/** A published job as anyone reads it: everything but the poster's e-mail, with its views. */
export const publicJobResponse = jobResponse.omit({ email: true }).extend({ views: z.number() });

/** A job's search card (job-card.entity.ts) as a result, without its search keys. */
export const jobCardResponse = jobResponse
  .pick({
    post_id: true,
    posted: true,
    position: true,
    currently_in: true,
    region: true,
    town: true,
    salary: true,
    hours: true,
    duration: true,
    full_part_time: true,
    live_in_out: true,
    start_date: true,
  })
  // The card entity keeps these optional (job-card.entity.ts), so a card may lack them.
  .partial({ salary: true, hours: true, duration: true, start_date: true });

/** A page of published jobs; the cursor of the next one, absent on the last. */
export const findJobsResponse = z.object({
  jobs: z.array(jobCardResponse),
  cursor: z.string().optional(),
});

/** Published jobs per country and per region, only those above zero. */
export const jobTotalsResponse = z.object({
  countries: z.array(z.object({ country: z.string(), total: z.number() })),
  regions: z.array(z.object({ country: z.string(), region: z.string(), total: z.number() })),
});
