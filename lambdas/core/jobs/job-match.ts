import type { Mail } from '../../ports/mail.js';
import { logger } from '../../ports/logger.js';
import type { TextMessage } from '../../ports/sms.js';
import { actionCodes } from '../auth/action-codes.js';
import { actionLink, linkMail } from '../auth/emails.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { newNotice, noticeWrites } from '../inbox/notices.js';
import type { UserRecord } from '../users/users.js';
import { jobs, type JobRecord } from './jobs.js';
import { formatLocales, localeOf } from '../i18n/locales.js';
import { mailWords } from '../mail-words/mail-words.js';
import { textNotices, textReaders } from '../sms/notice-texts.js';

/** Caregivers read (and e-mailed in parallel) per batch. */
const BATCH = 25;

export interface JobMatchPorts {
  sendMail: (mail: Mail) => Promise<void>;
  appUrl: string;
  now: () => number;
  /** Texts to caregivers who chose job-match texts; without it, none are sent. */
  sendText?: (text: TextMessage) => Promise<void>;
}

/** The caregivers who fit: cards of the job's position in its country and, if set, region. */
function fittingCards(job: JobRecord) {
  const key = { positionKey: job.position, countryKey: job.currently_in };
  const cards = db().entities.caregiverCard.query;
  return job.region ? cards.byRegion({ ...key, regionKey: job.region }) : cards.byCountry(key);
}

const place = (job: JobRecord) =>
  [job.town, job.region, job.currently_in].filter(Boolean).join(', ');

async function mailFor(ports: JobMatchPorts, job: JobRecord, user: UserRecord): Promise<Mail> {
  const unsubscribe = await actionCodes.issue('unsubscribe', user.uid, user.email, ports.now());
  const base = ports.appUrl.replace(/\/$/, '');
  const t = mailWords(user.appLanguage);
  const start = new Intl.DateTimeFormat(formatLocales(localeOf(user.appLanguage)), {
    dateStyle: 'medium',
  }).format(job.start_date);
  return linkMail(
    t,
    user.email,
    t('jobMatch.subject', { position: job.position, place: job.town ?? job.currently_in }),
    [
      user.fullname ? t('jobMatch.hello', { name: user.fullname }) : t('jobMatch.helloNoName'),
      t('jobMatch.line', { position: job.position, place: place(job) }),
      t('jobMatch.facts', { salary: job.salary, hours: job.hours, start }),
    ],
    t('jobMatch.action'),
    `${base}/job/${job.post_id}`,
    [{ text: t('jobMatch.stop'), href: actionLink(ports.appUrl, 'unsubscribe', unsubscribe) }],
  );
}

/**
 * Tells one caregiver about the job, once: the claim is a conditional create, so a retried
 * event skips people already told. A failed send releases the claim for the retry.
 */
async function tell(
  ports: JobMatchPorts,
  job: JobRecord,
  user: UserRecord,
): Promise<'sent' | 'skipped'> {
  try {
    await db()
      .entities.jobMatchSent.create({ post_id: job.post_id, uid: user.uid, at: ports.now() })
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return 'skipped';
    throw error;
  }
  try {
    if (user.send_emails !== false) await ports.sendMail(await mailFor(ports, job, user));
  } catch (error) {
    await db().entities.jobMatchSent.delete({ post_id: job.post_id, uid: user.uid }).go();
    throw error;
  }
  const notice = newNotice(
    user,
    'job-match',
    { post_id: job.post_id, position: job.position, place: place(job) },
    ports.now(),
  );
  await transact((tx) => noticeWrites(tx, notice));
  const { sendText } = ports;
  if (sendText)
    await textNotices({ sendText, appUrl: ports.appUrl }, [notice], ports.now()).catch(
      (error: unknown) => logger.error('Job-match text not sent', { error: error as Error }),
    );
  return 'sent';
}

/**
 * The job.published consumer: e-mails every live, complete caregiver who fits and allows
 * e-mails (and texts those who chose job-match texts), batch by batch through the search cards. Failures are counted and thrown at the
 * end, so the event is retried for them alone.
 */
export async function sendJobMatches(ports: JobMatchPorts, postId: string) {
  const job = await jobs.get(postId);
  const result = { sent: 0, skipped: 0, failed: 0 };
  if (!job?.live) return result;
  let cursor: string | null = null;
  do {
    const page: { data: { uid: string }[]; cursor: string | null } = await fittingCards(job).go({
      limit: BATCH,
      cursor,
    });
    cursor = page.cursor;
    const ids = [...new Set(page.data.map((card) => card.uid))].map((uid) => ({ uid }));
    const people = ids.length ? (await db().entities.user.get(ids).go()).data : [];
    // Caregivers who turned job e-mails off may still have chosen job-match texts.
    const texted = ports.sendText
      ? await textReaders(
          people.map((user) => user.uid),
          'jobMatches',
        )
      : new Set<string>();
    const outcomes = await Promise.allSettled(
      people
        .filter((user) => user.send_emails !== false || texted.has(user.uid))
        .map((user) => tell(ports, job, user as UserRecord)),
    );
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') result.failed++;
      else result[outcome.value]++;
    }
  } while (cursor);
  if (result.failed) throw new Error(`job ${postId}: ${result.failed} e-mails failed; retrying`);
  return result;
}
