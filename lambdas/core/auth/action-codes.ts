import { createHash, randomBytes } from 'node:crypto';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { invalid } from '../errors.js';
import { pointTo } from '../privacy/pointers.js';
import type { ActionMode } from './action-code.entity.js';
import { authMessages } from './messages.js';

const HOUR = 3600_000;
/** How long each kind of link works. */
export const linkLifetimes: Record<ActionMode, number> = {
  verifyEmail: 72 * HOUR,
  resetPassword: 1 * HOUR,
  verifyAndChangeEmail: 24 * HOUR,
  recoverEmail: 7 * 24 * HOUR,
  // Job e-mails may be read months later; the link only ever turns e-mails off.
  unsubscribe: 365 * 24 * HOUR,
};

/**
 * How long one request holds a code it is applying: far above a request's 8 s deadline, so a
 * claim never ends under a request still at work; a request that died lets the link work again
 * after it.
 */
export const CLAIM_MS = 30_000;

const hash = (code: string) => createHash('sha256').update(code).digest('base64url');
const refused = () => invalid(authMessages.codeInvalid);

export const actionCodes = {
  // a new one-time code; only its hash is stored
  async issue(mode: ActionMode, uid: string, email: string, now: number): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    const expiresAt = Math.floor((now + linkLifetimes[mode]) / 1000);
    // The code holds the uid and an address: account deletion finds it by this pointer.
    await pointTo(uid, 'actionCode', hash(code), expiresAt);
    await db()
      .entities.actionCode.create({ codeHash: hash(code), mode, uid, email, expiresAt })
      .go();
    return code;
  },

  // a code that exists, is of this mode and has not expired (for links that may be reused)
  async read(mode: ActionMode, code: string, now: number) {
    const { data } = await db()
      .entities.actionCode.get({ codeHash: hash(code) })
      .go();
    if (!data || data.mode !== mode || data.expiresAt * 1000 < now) throw refused();
    return data;
  },

  /**
   * Takes a one-time code for its action: the guard is the write's condition, so of requests
   * sending the same code at once exactly one wins and the others are refused as a used link.
   * The winner spends the code when its action succeeded, or releases it when it failed.
   */
  async claim(mode: ActionMode, code: string, now: number) {
    try {
      const { data } = await db()
        .entities.actionCode.patch({ codeHash: hash(code) })
        .set({ claimedUntil: now + CLAIM_MS })
        .where(
          (a, { eq, gte, lt, notExists }) =>
            `${eq(a.mode, mode)} AND ${gte(a.expiresAt, Math.floor(now / 1000))} AND (${notExists(a.claimedUntil)} OR ${lt(a.claimedUntil, now)})`,
        )
        .go({ response: 'all_new' });
      return data;
    } catch (error) {
      if (isConditionFailure(error)) throw refused();
      throw error;
    }
  },

  // the claimed code back to usable, after its action failed half-way
  async release(code: string) {
    await db()
      .entities.actionCode.patch({ codeHash: hash(code) })
      .remove(['claimedUntil'])
      .go()
      .catch(() => undefined);
  },

  // spent after its action succeeded, so a failure half-way leaves the link usable
  async spend(code: string) {
    await db()
      .entities.actionCode.delete({ codeHash: hash(code) })
      .go();
  },

  /** Runs `action` holding the code: spent when it succeeds, released when it throws. */
  async useOnce<T>(
    mode: ActionMode,
    code: string,
    now: number,
    action: (record: { uid: string; email: string }) => Promise<T>,
  ): Promise<T> {
    const record = await actionCodes.claim(mode, code, now);
    let result: T;
    try {
      result = await action(record);
    } catch (error) {
      await actionCodes.release(code);
      throw error;
    }
    await actionCodes.spend(code);
    return result;
  },
};
