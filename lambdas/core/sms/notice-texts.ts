import type { TextMessage } from '../ports/sms.js';
import { logger } from '../ports/provided.js';
import { db } from '../db/service.js';
import { localeOf } from '../i18n/locales.js';
import { noticeWords } from '../inbox/notice-language.js';
import {
  renderNotice,
  withPositionNamed,
  type NoticeData,
  type NoticeName,
} from '../inbox/templates.js';
import { positionWords } from '../position-words/position-words.js';
import { RateLimited, rateLimiter } from '../rate-limits/rate-limiter.js';
import { smsTopics, type SmsTopic } from './schemas.js';
import { smsWords } from './sms-words.js';
import type { SmsPhoneRecord } from './sms-views.js';

export interface NoticeTextPorts {
  sendText: (text: TextMessage) => Promise<void>;
  appUrl: string;
}

/** What a text may tell of, by notice; a notice not listed (a meal order taken) is never texted. */
export const topicOfNotice: Partial<Record<NoticeName, SmsTopic>> = {
  'job-match': 'jobMatches',
  application: 'applications',
  'application-decision': 'applications',
  offer: 'offers',
  'offer-answer': 'offers',
  agreement: 'offers',
  contact: 'messages',
  message: 'messages',
  // A trial day follows an accepted offer: those who chose texts about offers get its reminders
  // and its changes.
  'trial-day-reminder': 'offers',
  'trial-day': 'offers',
  // Institutions have no offers or applications: their withdrawals' news goes with their
  // messages (docs/decisions/commissions.md).
  'commission-payout': 'messages',
  // Pay day follows an accepted agreement, like the trial days.
  'pay-day': 'offers',
};

/** A notice title longer than this is cut, so that a text stays one or two SMS parts. */
const TITLE_MAX = 90;

export interface TextNotice {
  uid: string;
  name: NoticeName;
  data: NoticeData;
}

/** The text of a notice: its inbox title and a link to act on it, in the reader's language. */
export function noticeText(appUrl: string, notice: TextNotice, language?: string): string {
  const data = withPositionNamed(notice.data, positionWords(language));
  const rendered = renderNotice(notice.name, data, noticeWords.in(localeOf(language)));
  const title =
    rendered.title.length > TITLE_MAX
      ? `${rendered.title.slice(0, TITLE_MAX - 1)}…`
      : rendered.title;
  const link = `${appUrl.replace(/\/$/, '')}${rendered.path}`;
  return smsWords(language)('notice', { title, link });
}

/**
 * Texts the notices already written to the recipients who confirmed a number and chose that
 * topic, each counted against their daily limit in one conditional write (rateLimits
 * 'sms-notices'). A notice of no topic (a meal order taken) is texted only to a person without an
 * e-mail address, whom nothing else would tell, while any topic is on (STOP turns them all off).
 * Over the limit, or when a send fails, the text is skipped and logged: the in-app notice and the
 * e-mail still tell of it, and the action has happened.
 */
export async function textNotices(ports: NoticeTextPorts, notices: TextNotice[], now = Date.now()) {
  if (!notices.length) return;
  const keys = [...new Set(notices.map((notice) => notice.uid))].map((uid) => ({ uid }));
  const phones = new Map(
    ((await db().entities.smsPhone.get(keys).go()).data as SmsPhoneRecord[])
      .filter((phone) => phone.confirmed === true)
      .map((p) => [p.uid, p]),
  );
  const reachable = notices.filter((notice) => phones.has(notice.uid));
  if (!reachable.length) return;
  const readers = [...new Set(reachable.map((notice) => notice.uid))].map((uid) => ({ uid }));
  const { data: people } = await db().entities.user.get(readers).go();
  const person = new Map(people.map((p) => [p.uid, p]));
  const languageOf = new Map(people.map((p) => [p.uid, p.appLanguage]));
  const texted = reachable.filter((notice) => {
    const phone = phones.get(notice.uid)!;
    const topic = topicOfNotice[notice.name];
    if (topic) return phone[topic] === true;
    return !person.get(notice.uid)?.email && smsTopics.some((any) => phone[any] === true);
  });
  if (!texted.length) return;
  await Promise.all(
    texted.map(async (notice) => {
      try {
        await rateLimiter.consume('sms-notices', notice.uid, now);
        const to = phones.get(notice.uid)!.number;
        const body = noticeText(ports.appUrl, notice, languageOf.get(notice.uid));
        await ports.sendText({ to, body });
      } catch (error) {
        if (error instanceof RateLimited)
          logger.info('Notice text skipped: daily limit reached', {
            uid: notice.uid,
            notice: notice.name,
          });
        else logger.error('Notice text not sent', { notice: notice.name, error: error as Error });
      }
    }),
  );
}

/** Of these users, those with a confirmed number who chose texts on a topic. */
export async function textReaders(uids: string[], topic: SmsTopic): Promise<Set<string>> {
  if (!uids.length) return new Set();
  const keys = [...new Set(uids)].map((uid) => ({ uid }));
  const { data } = await db().entities.smsPhone.get(keys).go();
  return new Set(
    (data as SmsPhoneRecord[]).filter((p) => p.confirmed && p[topic] === true).map((p) => p.uid),
  );
}
