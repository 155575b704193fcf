import * as z from 'zod';
import { countryByName } from '../reference/countries.js';
import {
  childAgeRanges,
  durationOptions,
  educationLevels,
  experienceOptions,
  fullPartTimeOptions,
  languages,
  liveInOutOptions,
  sexOptions,
  termOptions,
} from '../reference/options.js';
import { cookPositions, positions, serviceCategories } from '../reference/positions.js';
import { placeChecked } from '../location/schemas.js';
import { documentKindNames, type DocumentKind } from './document-kinds.js';
import { photoFields } from './photo-renditions.js';
import { personalityResult } from '../personality/schemas.js';
import { shownLine } from '../shown-text.js';
import { userRecordSchema } from '../users/schemas.js';
import type { Words } from '../errors.js';
import { toE164, type PhoneNumber, type PhoneNumberError } from '../sms/phone-number.js';

/** Spec section 5: ISO date strings are stored as timestamps. */
const isoDate = (what: string) =>
  z.iso.date({ error: `${what} must be a date (YYYY-MM-DD)` }).transform((day) => Date.parse(day));
const text = (what: string, max: number) =>
  z
    .string({ error: `${what} required` })
    .trim()
    .min(1, `${what} required`)
    .max(max, `${what} is too long`);
/**
 * Free text shown on one line (docs/decisions/security-and-limits.md, "Shown single-line text").
 */
const line = (max: number) => shownLine(z.string().trim().max(max));
const yesNo = z.enum(['Yes', 'No'], { error: 'Choose Yes or No' });
const pick = <T extends readonly [string, ...string[]]>(options: T, what: string) =>
  z.enum(options, { error: `Choose a ${what} from the list` });

/**
 * The phone number in the chosen country, as the text-message settings read one (one rule for
 * both: sms/phone-number.ts): typed with its +code or 00code, or as dialled at home.
 */
type PhoneError = Exclude<PhoneNumberError, Words> | 'Use a phone number of the country you chose.';

function phoneOf(body: {
  phone: string;
  currently_in: string;
}): PhoneNumber | { error: PhoneError } | undefined {
  const country = countryByName(body.currently_in);
  if (!country) return undefined; // the country's own message says what is wrong
  const phone = toE164(country.countryCode, body.phone);
  if (!('error' in phone)) return phone;
  // A zod issue says a fixed sentence: the country is the one chosen on the same form.
  return {
    error:
      typeof phone.error === 'string'
        ? phone.error
        : 'Use a phone number of the country you chose.',
  };
}

const country = z
  .string()
  .refine((name) => Boolean(countryByName(name)), 'Choose a country from the list');

/** Every save names the version it was based on, so two edits cannot silently overwrite. */
const version = z.number({ error: 'version required' }).int().min(1);

/**
 * What an institution says about itself on its public page (docs/decisions/profiles.md, "An
 * institution describes itself with its basic information"), saved with its basic information (the
 * spec gives institutions no other text section): a description, the service categories it trains
 * for or provides, and whom families should ask for. Never contact details: those stay out of every
 * public answer.
 */
export const institutionFields = {
  info: z.string().trim().max(2000, 'Description should be 2000 characters or fewer').optional(),
  services: z
    .array(pick(serviceCategories, 'service'))
    .max(serviceCategories.length)
    .refine((chosen) => new Set(chosen).size === chosen.length, 'Choose each service once')
    .optional(),
  contact_person: shownLine(
    z.string().trim().max(80, 'Contact person: 80 characters or fewer'),
  ).optional(),
};
export const institutionOnlyFields = Object.keys(
  institutionFields,
) as (keyof typeof institutionFields)[];

export const basicInformationBody = placeChecked(
  z.strictObject({
    ...institutionFields,
    version,
    fullname: shownLine(text('Full name', 80)),
    surname: line(60).optional(),
    username: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9_.-]{3,30}$/,
        'Username: 3 to 30 letters, digits, dots, dashes or underscores',
      )
      .optional(),
    sex: pick(sexOptions, 'sex').optional(),
    dob: isoDate('Date of birth').optional(),
    /** As people type it, with or without the country code; kept as the national number. */
    phone: z.string({ error: 'Enter the phone number.' }).max(24, 'This phone number is too long.'),
    currently_in: country,
    region: line(80).optional(),
    town: line(80).optional(),
    address: line(200).optional(),
    postcode: line(20).optional(),
    languages: z.array(pick(languages, 'language')).max(3, 'At most three languages').optional(),
    education: pick(educationLevels, 'education level').optional(),
    experience: pick(experienceOptions, 'number of years').optional(),
    driver: yesNo.optional(),
    /** Whether they have a car of their own (spec section 3, `car`). */
    car: yesNo.optional(),
    smoker: yesNo.optional(),
    /** Country of origin (spec section 3, `origin`), from the same list as currently_in. */
    origin: country.optional(),
    radioValue: z
      .union([z.literal(0), z.literal(1)], { error: 'Choose visible or hidden' })
      .optional(),
  }),
)
  .superRefine((body, ctx) => {
    const phone = phoneOf(body);
    if (phone && 'error' in phone)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: phone.error });
  })
  // One stored form: the national number (the country's dial code is kept as phone_code).
  .transform((body) => {
    const phone = phoneOf(body);
    return phone && 'national' in phone ? { ...body, phone: phone.national } : body;
  });

export const rolesBody = z.strictObject({
  version,
  // Any caregiver's position here; saveProfileSection keeps each kind to its own.
  positions: z
    .array(pick([...positions, ...cookPositions] as [string, ...string[]], 'position'))
    .min(1, 'Choose at least one position')
    .max(5),
  live_in_out: pick(liveInOutOptions, 'live in or out option').optional(),
  full_part_time: pick(fullPartTimeOptions, 'full or part time option').optional(),
  work_type: pick(termOptions, 'term').optional(),
  /** How long they want to work (spec section 9, Duration); the job form's own `duration` is a term. */
  duration: pick(durationOptions, 'duration').optional(),
  start_date: isoDate('Start date').optional(),
  salary: z.string().trim().max(60).optional(),
  age_range: pick(childAgeRanges, 'age range').optional(),
  number_kids: z
    .string()
    .regex(/^\d{1,2}$/, 'Number of children: a number')
    .optional(),
  pets: yesNo.optional(),
  cpr: yesNo.optional(),
});

export const personalDescriptionBody = z.strictObject({
  version,
  info: z
    .string({ error: 'Description required' })
    .trim()
    .min(20, 'Describe yourself in at least 20 characters')
    .max(2000, 'Description should be 2000 characters or fewer'),
  qualifications: z.string().trim().max(500).optional(),
});

export const requestUploadBody = z.strictObject({
  kind: z.enum(documentKindNames, { error: 'Choose which document this is' }),
  filename: shownLine(text('File name', 200)),
  contentType: text('File type', 100),
  consent: z.boolean().optional(),
});

export const confirmUploadBody = z.strictObject({
  kind: z.enum(documentKindNames, { error: 'Choose which document this is' }),
  /** An upload waiting to be checked (profiles/user-files.ts). */
  key: z.string().regex(/^incoming\/[\w-]+\/media\/[\w.-]+$/, 'Invalid file reference'),
});

export const uidParams = z.strictObject({
  uid: z.string().regex(/^[\w-]{1,64}$/, 'Invalid user'),
});

export const documentParams = uidParams.extend({
  kind: z.enum(documentKindNames, { error: 'Unknown document' }),
});

/** An admin's verdict on a document after checking it: genuine (true) or not (false). */
export const verifyDocumentBody = z.strictObject({
  valid: z.boolean({ error: 'Say whether the document is genuine' }),
});

/** The documents whose presence (and admin verification) a public page may show. */
export const privateKinds = [
  'cv',
  'police',
  'medical',
  'certificate',
] as const satisfies DocumentKind[];
const documentBadge = z.object({ provided: z.boolean(), verified: z.boolean() });

/**
 * What anyone may see of a live profile (DESIGN.md: never e-mail, phone, dob, address or
 * document links). Contact details are for entitled families and come from another route.
 */
export const publicProfileResponse = z.object({
  uid: z.string(),
  user_type: z.enum(['childcarer', 'cook', 'institution']),
  username: z.string().optional(),
  fullname: z.string().optional(),
  sex: z.string().optional(),
  experience: z.string().optional(),
  education: z.string().optional(),
  languages: z.array(z.string()),
  positions: z.array(z.string()),
  /** An institution's service categories and whom to ask for (never how to reach them). */
  services: z.array(z.string()),
  contact_person: z.string().optional(),
  live_in_out: z.string().optional(),
  full_part_time: z.string().optional(),
  work_type: z.string().optional(),
  duration: z.string().optional(),
  age_range: z.string().optional(),
  pets: z.string().optional(),
  cpr: z.string().optional(),
  driver: z.string().optional(),
  car: z.string().optional(),
  origin: z.string().optional(),
  smoker: z.string().optional(),
  salary: z.string().optional(),
  start_date: z.number().optional(),
  currently_in: z.string().optional(),
  region: z.string().optional(),
  town: z.string().optional(),
  info: z.string().optional(),
  qualifications: z.string().optional(),
  ...photoFields,
  documents: z.record(z.enum(privateKinds), documentBadge),
  views: z.number(),
  /** The average of the reviews shown (-1 while none) and their number. */
  Ratings: z.number(),
  ratingCount: z.number(),
  featured: z.number().optional(),
  date_updated: z.number().optional(),
  /** The latest personality test result: scores, words and summary; never the answers. */
  personality: personalityResult.optional(),
});
export type PublicProfile = z.infer<typeof publicProfileResponse>;

/**
 * POST /api/profile/uploads: a presigned POST (the browser posts the file with `fields` to
 * `url`), the key the upload is confirmed by, and the largest size accepted.
 */
export const uploadFormResponse = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  maxBytes: z.number(),
});

/** A save of the own profile (a section, a confirmed upload) answers the whole own record. */
export const ownProfileResponse = userRecordSchema;
