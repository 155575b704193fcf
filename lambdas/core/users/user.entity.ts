import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';
import { userTypes } from '../actor.js';
import { DEFAULT_SALARY, trafficSources } from '../reference/options.js';
import { locales } from '../i18n/locales.js';

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;
const num = { type: 'number' } as const;
const trafficFlags = Object.fromEntries(trafficSources.map((source) => [source, bool])) as Record<
  (typeof trafficSources)[number],
  typeof bool
>;

/**
 * The User of spec section 3. Field names, typos included (signup_compelete, isCompelete),
 * are the data contract and stay as they are in storage and in the API.
 */
export const User = new Entity({
  model: { entity: 'user', version: '1', service: 'marketplace' },
  attributes: {
    uid: { type: 'string', required: true, readOnly: true },
    user_id: str,
    /** Absent for an account made with a phone number only (phone-accounts/). */
    email: str,
    /** The number the account signs in with (E.164), proved by a texted code; unique per account. */
    signInPhone: str,
    user_type: { type: userTypes, required: true },
    info: str,
    username: str,
    surname: str,
    fullname: str,
    address: str,
    postcode: str,
    sex: str,
    smoker: str,
    phone: str,
    driver: str,
    car: str,
    dob: num,
    signup_compelete: { type: 'boolean', default: false },
    verified: { type: 'boolean', default: false },
    pending: bool,
    qualifications: str,
    photoUrl: str,
    docUrl: str,
    policeUrl: str,
    medUrl: str,
    certificateUrl: str,
    currently_in: str,
    experience: str,
    languages: { type: 'list', items: { type: 'string' } },
    origin: str,
    positions: { type: 'list', items: { type: 'string' } },
    region: str,
    town: str,
    live_in_out: str,
    start_date: num,
    salary: { type: 'string', default: DEFAULT_SALARY },
    full_part_time: str,
    duration: str,
    work_type: str,
    /** The average of the reviews shown (one decimal), -1 while there are none (reviews/ratings.ts). */
    Ratings: { type: 'number', default: -1 },
    /** Stars and number of the reviews shown: ADDed in each review's transaction. */
    ratingSum: num,
    ratingCount: num,
    date_created: { type: 'number', required: true, readOnly: true },
    jobs: num,
    featured: num,
    /** Who referred this user (the referral cookie at registration); never changes. */
    referred_by: { type: 'string', readOnly: true },
    /** Mirror of the Cognito group 'accredited', read when a commission is recorded. */
    accredited: bool,
    /** Mirror of the Cognito groups admin and super_admin: staff are in no report-card total. */
    staff: bool,
    notes: str,
    date_updated: num,
    updatedAt: num,
    live: { type: 'boolean', default: false },
    isCompelete: { type: 'boolean', default: false },
    send_emails: { type: 'boolean', default: true },
    /** The language the app and our e-mails speak to them in (the switch, when signed in). */
    appLanguage: { type: locales },
    status: {
      type: 'map',
      properties: {
        basic_information: bool,
        roles: bool,
        personal_description: bool,
        uploads: bool,
      },
    },
    pets: str,
    cpr: str,
    education: str,
    number_kids: str,
    age_range: str,
    currency: str,
    phone_code: str,
    code: str,
    /** An institution's service categories and contact person (its public page). */
    services: { type: 'list', items: { type: 'string' } },
    contact_person: str,
    ...trafficFlags,
    /** The visibility choice (0 visible, 1 hidden); the spec's transient radioValue, kept so
     * that `live` can be recomputed on every later save. */
    radioValue: num,
    /** The version of the terms of use accepted last (reference/terms.ts). */
    termsVersion: num,
    /** Every acceptance of the terms, oldest first: which version, and when. */
    termsAccepted: {
      type: 'list',
      items: { type: 'map', properties: { version: num, at: num } },
    },
    /**
     * When the user agreed to us keeping each sensitive document (police and medical clearances).
     */
    consents: { type: 'map', properties: { police: num, medical: num } },
    /** Times the public page was opened (atomic ADD; not a profile edit, so no version bump). */
    views: { type: 'number', default: 0 },
    /** When an admin verified each private document (the public page shows a badge). */
    verifiedDocs: {
      type: 'map',
      properties: { cv: num, police: num, medical: num, certificate: num },
    },
    /** Set while an admin has suspended the account (out of search, no public page). */
    suspended: bool,
    /** Optimistic concurrency: every profile update names the version it read. */
    version: { type: 'number', default: 1 },
    /** The full name in lower case, kept by electrodb whenever fullname is written: the key of
     * the admin search by name prefix (absent without a name, so that index stays sparse). */
    name_key: {
      type: 'string',
      hidden: true,
      watch: ['fullname'],
      set: (_: unknown, item: { fullname?: string }) =>
        item.fullname?.trim() ? item.fullname.trim().toLowerCase() : undefined,
    },
    /** Its first character: the name index's partition (spreads the names over partitions). */
    name_initial: {
      type: 'string',
      hidden: true,
      watch: ['fullname'],
      set: (_: unknown, item: { fullname?: string }) =>
        item.fullname?.trim() ? item.fullname.trim().toLowerCase().charAt(0) : undefined,
    },
  },
  indexes: {
    // user by uid
    byUid: {
      pk: { field: 'pk', composite: ['uid'], template: 'USER#${uid}' },
      sk: { field: 'sk', composite: [], template: 'PROFILE' },
    },
    // user by e-mail: sign-up uniqueness and admin look-ups
    byEmail: secondaryIndex(
      0,
      { composite: ['email'], template: 'EMAIL#${email}' },
      { composite: [], template: 'USER' },
    ),
    // users of a type, newest first (admin search)
    byType: secondaryIndex(
      1,
      { composite: ['user_type'], template: 'USERS#${user_type}' },
      { composite: ['date_created', 'uid'], template: '${date_created}#${uid}' },
    ),
    // users by name prefix, case-insensitive, under its first letter (admin search; sparse)
    byName: secondaryIndex(
      2,
      { composite: ['name_initial'], template: 'NAMES#${name_initial}' },
      { composite: ['name_key'], template: 'NAME#${name_key}' },
    ),
  },
});
