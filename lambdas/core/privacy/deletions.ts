import { randomUUID } from 'node:crypto';
import { logger } from '../ports/provided.js';
import { db } from '../db/service.js';
import type { UserRecord } from '../users/users.js';
import { eraseAccount, type DeletionRecord, type ErasurePorts } from './erase-account.js';

/**
 * How long after a deletion every request that was already under way has ended: API Gateway's
 * integration timeout (lambdas/http/functions.ts, apiIntegrationTimeoutSeconds; every HTTP
 * function's own timeout is shorter). The last pass runs after it, so what such a request wrote
 * is erased too.
 */
export const REQUESTS_END_WITHIN_MS = 30_000;

/**
 * The deletion is recorded before anything is erased, with what the person's other items are
 * found by; a second request finds it and carries on with the same record.
 */
async function begin(user: UserRecord, now: number): Promise<DeletionRecord> {
  const deletions = db().entities.accountDeletion;
  const existing = (await deletions.get({ uid: user.uid }).go()).data;
  if (existing) return existing;
  const phone = (await db().entities.smsPhone.get({ uid: user.uid }).go()).data;
  const record = {
    uid: user.uid,
    requestedAt: now,
    ...(user.email ? { email: user.email } : {}),
    numbers: [...new Set([phone?.number, user.signInPhone].filter((n) => n !== undefined))],
    ...(user.referred_by ? { referred_by: user.referred_by } : {}),
    alias: `deleted-${randomUUID()}`,
  };
  try {
    await deletions.create(record).go();
    return record;
  } catch (error) {
    const raced = (await deletions.get({ uid: user.uid }).go()).data;
    if (raced) return raced;
    throw error;
  }
}

export const accountDeletions = {
  /**
   * The person asked: recorded first, then erased at once. If erasing fails or the function
   * times out half way, the record stays and the scheduled job finishes (finishPending); the
   * answer is the same, since the deletion is already certain.
   */
  async request(ports: ErasurePorts, user: UserRecord, now: number) {
    const deletion = await begin(user, now);
    try {
      await eraseAccount(ports, deletion);
    } catch (error) {
      logger.error('Account deletion left to the scheduled job', { error: error as Error });
    }
  },

  /**
   * The scheduled job: every deletion older than REQUESTS_END_WITHIN_MS is erased once more
   * (finishing one cut short, and catching what requests under way at the time wrote), then
   * its record goes. One that fails stays for the next run.
   */
  async finishPending(ports: ErasurePorts, now: number) {
    const { data } = await db()
      .entities.accountDeletion.query.pending({})
      .lte({ requestedAt: now - REQUESTS_END_WITHIN_MS, uid: '\uffff' })
      .go({ pages: 'all' });
    let finished = 0;
    for (const deletion of data) {
      try {
        await eraseAccount(ports, deletion);
        await db().entities.accountDeletion.delete({ uid: deletion.uid }).go();
        finished += 1;
      } catch (error) {
        logger.error('Account deletion not finished yet', { error: error as Error });
      }
    }
    return { finished, pending: data.length - finished };
  },
};
