import type { Mail } from '../ports/mail.js';
import type { QueuedMail } from '../ports/mail-queue.js';
import { logger } from '../ports/provided.js';
import type { TextMessage } from '../ports/sms.js';
import { actionCodes } from '../auth/action-codes.js';
import { actionLink, linkMail } from '../auth/emails.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { pointTo } from '../privacy/pointers.js';
import { transact } from '../db/transact.js';
import { newNotice, noticeWrites } from '../inbox/notices.js';
import { mailAddressOf, type UserRecord } from '../users/users.js';
import { jobs, type JobRecord } from './jobs.js';
import { RateLimited, rateLimiter } from '../rate-limits/rate-limiter.js';
import { placeName } from '../reference/place-names.js';
import { regionsOf, townsOf } from '../reference/regions.js';
import { formatLocales, localeOf } from '../i18n/locales.js';
import { mailWords } from '../mail-words/mail-words.js';
import { positionWords } from '../position-words/position-words.js';
import { textNotices, textReaders } from '../sms/notice-texts.js';

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

/**
 * A place name the platform may repeat in its own mail, texts and notices: one from our lists,
 * or, in a country whose regions and towns we do not list, a name of letters only. A poster's
 * free text can then never bring a phone number, an address or a link into our mail.
 */
const sayable = (name: string | undefined, listed: readonly string[]) =>
  name && (listed.includes(name) || /^\p{L}[\p{L}\p{M} .'’-]*$/u.test(name)) ? name : undefined;

function placeOf(job: JobRecord) {
  const region = sayable(job.region, regionsOf(job.currently_in));
  const towns = job.region ? townsOf(job.currently_in, job.region) : [];
  const town = sayable(job.town, towns);
  return {
    town: town && placeName(town),
    region: region && placeName(region),
    country: job.currently_in,
  };
}

const place = (job: JobRecord) => {
  const { town, region, country } = placeOf(job);
  return [town, region, country].filter(Boolean).join(', ');
};

async function mailFor(
  ports: JobMatchPorts,
  job: JobRecord,
  user: UserRecord & { email: string },
): Promise<Mail> {
  const unsubscribe = await actionCodes.issue('unsubscribe', user.uid, user.email, ports.now());
  const base = ports.appUrl.replace(/\/$/, '');
  const t = mailWords(user.appLanguage);
  const position = positionWords(user.appLanguage)(job.position);
  const start = new Intl.DateTimeFormat(formatLocales(localeOf(user.appLanguage)), {
    dateStyle: 'medium',
  }).format(job.start_date);
  return linkMail(
    t,
    user.email,
    t('jobMatch.subject', { position, place: placeOf(job).town ?? job.currently_in }),
    // The poster's own words (pay, hours, description) stay on the job page
    // (docs/decisions/mail-and-sms.md, "Job posts limited per day; job-match mail capped").
    [
      user.fullname ? t('jobMatch.hello', { name: user.fullname }) : t('jobMatch.helloNoName'),
      t('jobMatch.line', { position, place: place(job) }),
      t('jobMatch.facts', { start }),
    ],
    t('jobMatch.action'),
    `${base}/job/${job.post_id}`,
    [{ text: t('jobMatch.stop'), href: actionLink(ports.appUrl, 'unsubscribe', unsubscribe) }],
  );
}

/**
 * Whether a caregiver may get one more job-match e-mail today (rateLimits['job-match-mails'],
 * one conditional write): past the day's number the job still reaches their inbox in the app.
 */
async function withinDailyMails(uid: string, now: number): Promise<boolean> {
  try {
    await rateLimiter.consume('job-match-mails', uid, now);
    return true;
  } catch (error) {
    if (error instanceof RateLimited) return false;
    throw error;
  }
}

/** The once-per-person claim: false when this caregiver was told of the job already. */
async function claim(job: JobRecord, uid: string, now: number): Promise<boolean> {
  try {
    await db().entities.jobMatchSent.create({ post_id: job.post_id, uid, at: now }).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Tells one caregiver about the job, once: the claim is a conditional create, so a retried event
 * skips people already told. A failed send releases the claim for the retry. Calls that do not need
 * each other's answers go together (docs/decisions/mail-and-sms.md, "Job-match fan-out pace"): the
 * claim beside the deletion pointer, the day's e-mail count beside the unsubscribe code, the inbox
 * notice beside the text; the paced mail queue's consumer waits between two batches for the writes
 * around one send, so each step saved is a send sooner.
 */
async function tell(
  ports: JobMatchPorts,
  job: JobRecord,
  user: UserRecord,
): Promise<'sent' | 'skipped'> {
  // The claim sits in the job's partition under the caregiver's uid: a pointer for deletion.
  const [, claimed] = await Promise.all([
    pointTo(user.uid, 'jobMatch', job.post_id),
    claim(job, user.uid, ports.now()),
  ]);
  if (!claimed) return 'skipped';
  const address = mailAddressOf(user);
  // A code issued for a person past the day's e-mails stays unused (it expires): one write,
  // for a step less in everyone's tell.
  const [mailed, mail] = await Promise.all([
    address !== undefined && withinDailyMails(user.uid, ports.now()),
    address === undefined ? undefined : mailFor(ports, job, { ...user, email: address }),
  ]);
  try {
    if (mailed && mail) await ports.sendMail(mail);
  } catch (error) {
    await Promise.all([
      db().entities.jobMatchSent.delete({ post_id: job.post_id, uid: user.uid }).go(),
      mailed && rateLimiter.giveBack('job-match-mails', user.uid, ports.now()),
    ]);
    throw error;
  }
  const notice = newNotice(
    user,
    'job-match',
    { post_id: job.post_id, position: job.position, place: place(job) },
    ports.now(),
  );
  const { sendText } = ports;
  await Promise.all([
    transact((tx) => noticeWrites(tx, notice)),
    sendText &&
      textNotices({ sendText, appUrl: ports.appUrl }, [notice], ports.now()).catch(
        (error: unknown) => logger.error('Job-match text not sent', { error: error as Error }),
      ),
  ]);
  return 'sent';
}

/** Caregivers read per page of the fan-out (BatchGetItem takes 100 keys). */
const PAGE = 100;

/**
 * The job.published consumer: every live, complete caregiver who fits and allows e-mails (or
 * chose job-match texts), page by page through the search cards, goes to `enqueue` as one
 * message; the paced mail queue's consumer tells each (tellJobMatch), at SES's rate. Sent again
 * (a retried event), it is harmless: each person is told once.
 */
export async function fanOutJobMatches(
  enqueue: (messages: QueuedMail[]) => Promise<void>,
  postId: string,
) {
  const job = await jobs.get(postId);
  const result = { queued: 0 };
  if (!job?.live) return result;
  let cursor: string | null = null;
  do {
    const page: { data: { uid: string }[]; cursor: string | null } = await fittingCards(job).go({
      limit: PAGE,
      cursor,
    });
    cursor = page.cursor;
    const ids = [...new Set(page.data.map((card) => card.uid))].map((uid) => ({ uid }));
    const people = ids.length ? (await db().entities.user.get(ids).go()).data : [];
    // Caregivers who turned job e-mails off may still have chosen job-match texts.
    const texted = await textReaders(
      people.map((user) => user.uid),
      'jobMatches',
    );
    const messages = people
      .filter((user) => mailAddressOf(user) !== undefined || texted.has(user.uid))
      .map((user) => ({ kind: 'job-match' as const, post_id: postId, uid: user.uid }));
    if (messages.length) await enqueue(messages);
    result.queued += messages.length;
  } while (cursor);
  return result;
}

/**
 * One message of the fan-out: tells one caregiver about the job, once. A job taken down or a
 * person gone meanwhile is skipped; a failed send throws (the queue delivers it again).
 */
export async function tellJobMatch(
  ports: JobMatchPorts,
  postId: string,
  uid: string,
): Promise<'sent' | 'skipped'> {
  const [job, user] = await Promise.all([jobs.get(postId), db().entities.user.get({ uid }).go()]);
  if (!job?.live || !user.data) return 'skipped';
  return tell(ports, job, user.data as UserRecord);
}
