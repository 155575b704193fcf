import type { EntityItem } from 'electrodb';
import type { UserType } from '../actor.js';
import { db } from '../db/service.js';
import { usernameKey } from '../profiles/username.js';
import { notFound } from '../errors.js';
import { DEFAULT_LOCATION } from '../reference/zambia.js';
import type { User } from './user.entity.js';

export type UserRecord = EntityItem<typeof User>;

/** Named access patterns on users. */
export const users = {
  // a new account, written once at registration (never overwrites)
  async create(input: { uid: string; email: string; user_type: UserType; now: number }) {
    const { data } = await db()
      .entities.user.create({
        uid: input.uid,
        user_id: input.uid,
        email: input.email,
        user_type: input.user_type,
        date_created: input.now,
        date_updated: input.now,
        updatedAt: input.now,
        ...DEFAULT_LOCATION,
        status: {
          basic_information: false,
          roles: false,
          personal_description: false,
          uploads: false,
        },
      })
      .go();
    return data;
  },

  // user by uid
  async get(uid: string): Promise<UserRecord | undefined> {
    const { data } = await db().entities.user.get({ uid }).go();
    return data ?? undefined;
  },

  async require(uid: string): Promise<UserRecord> {
    const user = await users.get(uid);
    if (!user) throw notFound('Account not found');
    return user;
  },

  // user by e-mail
  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const { data } = await db().entities.user.query.byEmail({ email }).go({ limit: 1 });
    return data[0];
  },

  // account facts changed by the account flows (not profile edits, which carry a version)
  async setAccountFields(uid: string, fields: { email?: string; verified?: boolean }, now: number) {
    await db()
      .entities.user.patch({ uid })
      .set({ ...fields, updatedAt: now, date_updated: now })
      .go();
  },

  // account deletion removes the profile record and frees its username
  async remove(uid: string) {
    const user = await users.get(uid);
    await db().entities.user.delete({ uid }).go();
    if (user?.username) {
      await db()
        .entities.username.delete({ username: usernameKey(user.username) })
        .go();
    }
  },
};
