import type { TextMessage } from '../ports/sms.js';
import { logger } from '../ports/provided.js';
import { db } from '../db/service.js';
import { RateLimited, rateLimiter } from '../rate-limits/rate-limiter.js';
import { APP_NAME } from '../reference/brand.js';
import { users } from '../users/users.js';
import { startTexts, stopTexts } from './opt-out.js';
import { smsWords } from './sms-words.js';
import { replyKeyword } from './stop-words.js';

export interface SmsReplyPorts {
  sendText: (text: TextMessage) => Promise<void>;
}

/** What is texted back, by keyword and outcome. */
type Answer = 'stopped' | 'started' | 'nothingStopped' | 'help';

/**
 * A text from a phone to our number (two-way SMS). STOP turns every text off for each account
 * that confirmed that number, START turns back on what STOP turned off, HELP says what the
 * texts are; each is answered by one text in the language of the number's account. The stack
 * manages opt-outs itself (infra/sms.ts), so these answers are ours to send. Anything else is
 * ignored (the number is not a conversation), and a number no account confirmed gets no answer:
 * we never texted it. Answers what was texted back, if anything.
 */
export async function handleReply(
  ports: SmsReplyPorts,
  from: string,
  text: string,
  now: number,
): Promise<Answer | undefined> {
  const keyword = replyKeyword(text);
  if (!keyword) return undefined;
  const { data } = await db().entities.smsNumber.query.byNumber({ number: from }).go();
  const uids = data.map((owner) => owner.uid);
  if (uids.length === 0) {
    logger.info('SMS keyword from a number no account confirmed', { keyword });
    return undefined;
  }
  let answer: Answer = 'help';
  if (keyword === 'stop') {
    for (const uid of uids) await stopTexts(uid, from, now);
    answer = 'stopped';
  } else if (keyword === 'start') {
    let started = false;
    for (const uid of uids) started = (await startTexts(uid, from, now)) || started;
    answer = started ? 'started' : 'nothingStopped';
  }
  logger.info('SMS keyword handled', { keyword, accounts: uids.length, answer });
  await textBack(ports, from, uids[0]!, answer, now);
  return answer;
}

/** One answer per keyword, within the number's daily allowance; a failure is logged only. */
async function textBack(
  ports: SmsReplyPorts,
  to: string,
  uid: string,
  answer: Answer,
  now: number,
) {
  try {
    await rateLimiter.consume('sms-replies', to, now);
    const language = (await users.get(uid))?.appLanguage;
    await ports.sendText({ to, body: smsWords(language)(answer, { app: APP_NAME }) });
  } catch (error) {
    if (error instanceof RateLimited) logger.info('SMS answer skipped: daily limit reached');
    else logger.error('SMS answer not sent', { answer, error: error as Error });
  }
}
