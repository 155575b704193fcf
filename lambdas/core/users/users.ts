import type { EntityItem } from 'electrodb';
import type { UserType } from '../actor.js';
import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import type { Tx } from '../db/tx.js';
import { conflict, notFound } from '../errors.js';
import type { TrafficSource } from '../reference/options.js';
import { countersFor } from '../traffic/traffic.js';
import { DEFAULT_LOCATION } from '../reference/zambia.js';
import { setCountedFlags } from '../admin-stats/counted-flags.js';
import { userStatWrites } from '../admin-stats/stats.js';
import type { User } from './user.entity.js';
import type { Locale } from '../i18n/locales.js';
import type { z } from 'zod';
import type { userRecordSchema } from './schemas.js';
import type { CountryLocation } from '../location/account-location.js';

export type UserRecord = EntityItem<typeof User>;

interface NewUser {
  uid: string;
  /** Exactly one way to sign in at first: an e-mail address, or a phone number (E.164). */
  email?: string;
  signInPhone?: string;
  user_type: UserType;
  now: number;
  /** An existing user whose referral link brought this one. */
  referred_by?: string;
  /** The language they registered in (the app's language then). */
  appLanguage?: Locale;
  /** The version of the terms of use they accepted as they registered. */
  termsVersion?: number;
  /** Where they are (location/account-location.ts `newAccountLocation`); Zambia unless told. */
  location?: CountryLocation;
}

const newUserRecord = (input: NewUser) => ({
  uid: input.uid,
  user_id: input.uid,
  ...(input.email ? { email: input.email } : {}),
  ...(input.signInPhone ? { signInPhone: input.signInPhone } : {}),
  user_type: input.user_type,
  ...(input.referred_by ? { referred_by: input.referred_by } : {}),
  ...(input.appLanguage ? { appLanguage: input.appLanguage } : {}),
  ...(input.termsVersion === undefined
    ? {}
    : {
        termsVersion: input.termsVersion,
        termsAccepted: [{ version: input.termsVersion, at: input.now }],
      }),
  date_created: input.now,
  date_updated: input.now,
  updatedAt: input.now,
  ...(input.location ?? DEFAULT_LOCATION),
  status: { basic_information: false, roles: false, personal_description: false, uploads: false },
});

/**
 * Where a person's notice e-mails go: their address, unless they have none (an account made with
 * a phone number only, which is told by text) or turned e-mails off.
 */
export const mailAddressOf = (user: Pick<UserRecord, 'email' | 'send_emails'>) =>
  user.send_emails === false ? undefined : user.email || undefined;

/**
 * Named access patterns on users: reads and writes of the user record alone. Nearly every area
 * imports this, so it imports no area, only the counters its writes move in the same
 * transaction (traffic, report cards); what spans the areas (removing an account's records,
 * the data export) is in privacy/.
 */
export const users = {
  /**
   * A new account, written once at registration (never overwrites). With a traffic source, the
   * spec's batch: the user is flagged and traffic/{source} and traffic/total are incremented in
   * the same transaction, so the counters always agree with the users.
   */
  async create(input: NewUser & { source?: TrafficSource }) {
    const record = newUserRecord(input);
    const { source } = input;
    // The report cards (caregivers, parents, incomplete users) move in the same transaction.
    const refused = await transact((tx) => [
      tx.user.create(source ? { ...record, [source]: true } : record).commit(),
      ...(source
        ? countersFor(source).map((name) =>
            tx.counter.upsert({ group: 'traffic', name }).add({ count: 1 }).commit(),
          )
        : []),
      ...userStatWrites(tx, record, 1),
    ]);
    if (refused) throw conflict('This account already exists');
  },

  // user by uid
  async get(uid: string): Promise<UserRecord | undefined> {
    const { data } = await db().entities.user.get({ uid }).go();
    return data ?? undefined;
  },

  async require(uid: string): Promise<UserRecord> {
    return users.present(await users.get(uid));
  },

  // a user read some other way (read-together.ts): there, or the same 404 as `require`
  present(user: UserRecord | undefined): UserRecord {
    if (!user) throw notFound('Account not found');
    return user;
  },

  // the same rule as a transaction's condition: the account exists (not deleted meanwhile)
  existsCheck(tx: Tx, uid: string) {
    return tx.user
      .check({ uid })
      .where((attr, { exists }) => exists(attr.uid))
      .commit();
  },

  // user by e-mail
  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const { data } = await db().entities.user.query.byEmail({ email }).go({ limit: 1 });
    return data[0];
  },

  // account facts changed by the account flows (not profile edits, which carry a version)
  async setAccountFields(
    uid: string,
    fields: {
      email?: string;
      verified?: boolean;
      accredited?: boolean;
      staff?: boolean;
      /** The sign-up is complete: the address is verified and the user type known. */
      signup_compelete?: boolean;
    },
    now: number,
  ) {
    // verified and staff decide the caregiver and parent totals: moved in the same write
    if (fields.verified !== undefined || fields.staff !== undefined)
      return setCountedFlags(uid, fields, now);
    await db()
      .entities.user.patch({ uid })
      .set({ ...fields, updatedAt: now, date_updated: now })
      .go();
  },

  /**
   * The sign-up is complete: the address is proven (a verification or reset link, or a social
   * provider) and the account has its user type. Spec section 4 marks signup_compelete at the first
   * sign-in; no sign-in can come before this moment (docs/decisions/accounts-and-sessions.md,
   * "signup_compelete is set when the sign-up is complete").
   */
  async completeSignUp(uid: string, now: number) {
    await users.setAccountFields(uid, { verified: true, signup_compelete: true }, now);
  },

  // e-mail preferences (job e-mails on or off); not a profile edit, so no version bump
  async setPreferences(uid: string, fields: { send_emails: boolean }, now: number) {
    await db()
      .entities.user.patch({ uid })
      .set({ ...fields, updatedAt: now })
      .go();
  },

  // the language the app and our e-mails use for them; not a profile edit either
  async setLanguage(uid: string, appLanguage: Locale, now: number) {
    await db().entities.user.patch({ uid }).set({ appLanguage, updatedAt: now }).go();
  },
};

/** The schema says what the stored record is: each is the other (checked when compiled). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsStored: Same<z.output<typeof userRecordSchema>, UserRecord> = true;
void sameAsStored;
