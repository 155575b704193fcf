import { logger } from '../../ports/logger.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { noTopics } from './sms-views.js';
import { isStopReply } from './stop-words.js';

/**
 * A text from a phone to our number (two-way SMS): a STOP word turns every text off for each
 * account that confirmed that number and records when. Anything else is ignored: the number
 * is not a conversation. Answers how many accounts were stopped.
 */
export async function handleReply(from: string, text: string, now: number): Promise<number> {
  if (!isStopReply(text)) return 0;
  const { data } = await db().entities.smsNumber.query.byNumber({ number: from }).go();
  let stopped = 0;
  for (const { uid } of data) {
    try {
      await db()
        .entities.smsPhone.patch({ uid })
        .set({ ...noTopics, optedOutAt: now, optedOutBy: 'reply', updatedAt: now })
        // Only while the account still has this number (it may have changed it since).
        .where((a, { eq }) => eq(a.number, from))
        .go();
      stopped++;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  logger.info('SMS opt-out by reply', { accounts: stopped });
  return stopped;
}
