import * as z from 'zod';
import { emailSchema } from '../auth/schemas.js';
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
