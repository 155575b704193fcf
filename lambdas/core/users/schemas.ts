import * as z from 'zod';
import { userTypes } from '../actor.js';
import { locales } from '../i18n/locales.js';
import { trafficSources } from '../reference/options.js';

const flag = z.boolean().optional();
const text = z.string().optional();
const count = z.number().optional();
const texts = z.array(z.string()).optional();

/** The traffic source the user came by, flagged at registration (users.ts `create`). */
const trafficFlags = Object.fromEntries(trafficSources.map((source) => [source, flag])) as Record<
  (typeof trafficSources)[number],
  typeof flag
>;

/**
 * The User of spec section 3 as the API sends the user's own record (GET /api/me and every save
 * of the own profile or account): the stored record (user.entity.ts) without electrodb's hidden
 * name keys. Field names, typos included (signup_compelete, isCompelete), are the data contract.
 * Only the caller's own record (or an admin's read) is answered with it: never a public answer.
 */
export const userRecordSchema = z.object({
  uid: z.string(),
  user_id: text,
  email: z.string().optional(),
  signInPhone: z.string().optional(),
  user_type: z.enum(userTypes),
  info: text,
  username: text,
  surname: text,
  fullname: text,
  address: text,
  postcode: text,
  sex: text,
  smoker: text,
  phone: text,
  driver: text,
  car: text,
  dob: count,
  signup_compelete: flag,
  verified: flag,
  pending: flag,
  qualifications: text,
  photoUrl: text,
  docUrl: text,
  policeUrl: text,
  medUrl: text,
  certificateUrl: text,
  currently_in: text,
  experience: text,
  languages: texts,
  origin: text,
  positions: texts,
  region: text,
  town: text,
  live_in_out: text,
  start_date: count,
  salary: text,
  full_part_time: text,
  duration: text,
  work_type: text,
  /** The average of the reviews shown (one decimal), -1 while there are none. */
  Ratings: count,
  ratingSum: count,
  ratingCount: count,
  date_created: z.number(),
  jobs: count,
  featured: count,
  referred_by: text,
  accredited: flag,
  staff: flag,
  notes: text,
  date_updated: count,
  updatedAt: count,
  live: flag,
  isCompelete: flag,
  send_emails: flag,
  appLanguage: z.enum(locales).optional(),
  status: z
    .object({
      basic_information: flag,
      roles: flag,
      personal_description: flag,
      uploads: flag,
    })
    .optional(),
  pets: text,
  cpr: text,
  education: text,
  number_kids: text,
  age_range: text,
  currency: text,
  phone_code: text,
  code: text,
  services: texts,
  contact_person: text,
  ...trafficFlags,
  radioValue: count,
  termsVersion: count,
  termsAccepted: z.array(z.object({ version: count, at: count })).optional(),
  consents: z.object({ police: count, medical: count }).optional(),
  views: count,
  verifiedDocs: z
    .object({ cv: count, police: count, medical: count, certificate: count })
    .optional(),
  suspended: flag,
  version: count,
});

/** GET /api/me: the own record, with the views of the public page counted so far. */
export const meResponse = userRecordSchema.extend({ views: z.number() });
export type Me = z.infer<typeof meResponse>;
