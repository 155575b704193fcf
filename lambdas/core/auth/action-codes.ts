import { createHash, randomBytes } from 'node:crypto';
import { db } from '../db/service.js';
import { invalid } from '../errors.js';
import { pointTo } from '../privacy/pointers.js';
import type { ActionMode } from './action-code.entity.js';
import { authMessages } from './messages.js';

const HOUR = 3600_000;
/** How long each kind of link works. */
const lifetimes: Record<ActionMode, number> = {
  verifyEmail: 72 * HOUR,
  resetPassword: 1 * HOUR,
  verifyAndChangeEmail: 24 * HOUR,
  recoverEmail: 7 * 24 * HOUR,
  // Job e-mails may be read months later; the link only ever turns e-mails off.
  unsubscribe: 365 * 24 * HOUR,
};

const hash = (code: string) => createHash('sha256').update(code).digest('base64url');

export const actionCodes = {
  // a new one-time code; only its hash is stored
  async issue(mode: ActionMode, uid: string, email: string, now: number): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    const expiresAt = Math.floor((now + lifetimes[mode]) / 1000);
    // The code holds the uid and an address: account deletion finds it by this pointer.
    await pointTo(uid, 'actionCode', hash(code), expiresAt);
    await db()
      .entities.actionCode.create({ codeHash: hash(code), mode, uid, email, expiresAt })
      .go();
    return code;
  },

  // a code that exists, is of this mode and has not expired
  async read(mode: ActionMode, code: string, now: number) {
    const { data } = await db()
      .entities.actionCode.get({ codeHash: hash(code) })
      .go();
    if (!data || data.mode !== mode || data.expiresAt * 1000 < now) {
      throw invalid(authMessages.codeInvalid);
    }
    return data;
  },

  // spent after its action succeeded, so a failure half-way leaves the link usable
  async spend(code: string) {
    await db()
      .entities.actionCode.delete({ codeHash: hash(code) })
      .go();
  },
};
