import { randomUUID } from 'node:crypto';
import type { Mail } from '../ports/mail.js';
import { port } from '../ports/provided.js';
import { isConditionFailure } from '../db/errors.js';
import { failedAt, transact } from '../db/transact.js';
import type { Commits, Tx } from '../db/tx.js';
import { db } from '../db/service.js';
import { attempt, outboxPolicy, type OutboxItem, type Outcome } from './attempt.js';
import { dueBefore, dueKey } from './outbox-item.entity.js';

/**
 * How a request sends e-mail (docs/decisions/mail-and-sms.md, "Mail and texts after the answer"):
 * the item is written unclaimed (attempt 0) and the request answers; the deliveries consumer,
 * invoked by the table's stream for this insert, claims and sends it (`sendWrittenMail`). Due only
 * after a lease, so the retrier takes it only if the stream did not.
 */
export async function outboxMail(mail: Mail): Promise<void> {
  await writeOutboxItem(mail, 0);
}

/**
 * A new outbox item's fields at `attempts` (0: unclaimed, for the stream's consumer; 1: claimed
 * by the writer, who sends it now), due once a lease has passed: the retrier's part only if the
 * first sender did not finish.
 */
function outboxItem(mail: Mail, attempts: 0 | 1) {
  const created = Date.now();
  const id = randomUUID();
  const dueAt = created + outboxPolicy.leaseMs;
  return {
    id,
    mail: { ...mail },
    created,
    status: 'pending' as const,
    attempts,
    dueAt,
    dueKey: dueKey(dueAt, id),
  };
}

async function writeOutboxItem(mail: Mail, attempts: 0 | 1) {
  const item = outboxItem(mail, attempts);
  await db().entities.mailOutbox.create(item).go();
  return item;
}

/**
 * The deliveries consumer's send of an item a request wrote unclaimed: claimed first (attempt
 * 0 to 1, conditional), so a redelivered stream record, or the retrier, never sends it twice.
 */
export async function sendWrittenMail(item: OutboxItem): Promise<Outcome | 'skipped'> {
  if (item.attempts !== 0) return 'skipped';
  const claimed = await claim({ ...item, status: 'pending' }, Date.now(), false, true);
  return claimed ? attempt(claimed) : 'skipped';
}

/**
 * How a consumer that sends at its own pace (the mail queue, the retrier) sends e-mail:
 * durable first, then (after `slot`, the caller's pace, if given) at once (attempt.ts says the
 * rest). Waiting for the slot after the write costs nothing if the function stops meanwhile:
 * the item is the retrier's once its lease ends.
 */
export async function writeThenSendMail(mail: Mail, slot?: () => Promise<void>): Promise<void> {
  // Written already claimed (attempt 1, leased): the retrier leaves it alone while we send.
  const item = await writeOutboxItem(mail, 1);
  await slot?.();
  await attempt(item);
}

/**
 * How a consumer that takes a piece of work by a conditional write (a stream record's notice, a
 * conversation's notice time) sends its e-mail: the claim and the outbox item, already claimed
 * (attempt 1, leased), commit together, then the mail goes out. A consumer that stops after the
 * claim leaves the item to the retrier, never a claim with no mail; a claim another took (its
 * condition failed) sends nothing. Without `mail` (the person takes no e-mail) only the claim.
 */
export async function claimThenSendMail(
  claimWork: (tx: Tx) => Commits[number],
  mail?: Mail,
): Promise<'sent' | 'skipped'> {
  const item = mail && outboxItem(mail, 1);
  const refused = await transact((tx) => [
    claimWork(tx),
    ...(item ? [tx.mailOutbox.create(item).commit()] : []),
  ]);
  if (refused) {
    if (failedAt(refused, 0)) return 'skipped';
    throw new Error(`claim and outbox item canceled: ${refused.join(', ')}`);
  }
  if (item) await attempt(item);
  return 'sent';
}

export const retrierPolicy = {
  /** Items read per Query page. */
  page: 50,
  /**
   * A run stops claiming after this long (its function may run 60 s, lambdas/events/
   * schedules.ts); what is left waits for the next run, a minute later.
   */
  runBudgetMs: 40_000,
  /**
   * The retrier's share of the account's SES rate (docs/decisions/mail-and-sms.md, "Pacing to the
   * account's rate"): the mail queue's consumers take most of it (lambdas/events/queues.ts),
   * requests send one e-mail each.
   */
  rateShare: 0.2,
};

/** The retrier's pace, made on its first run: core reaches the mail account only once provided. */
let retrierPace: (() => Promise<void>) | undefined;
const pace = () => (retrierPace ??= port('mailAccount').pacer(retrierPolicy.rateShare))();

type Found = OutboxItem & {
  status: 'pending' | 'held' | 'failed';
  heldFor?: 'sandbox' | 'account';
};

/**
 * Claims one item: only the sender whose update matched the attempts it read wins. A due item
 * of its status, (`woken`) a held item waiting for the sandbox whenever it is due, or (`fresh`)
 * an item a request wrote unclaimed.
 */
async function claim(
  item: Found,
  now: number,
  woken: boolean,
  fresh = false,
): Promise<OutboxItem | undefined> {
  const attempts = item.attempts + 1;
  const dueAt = now + outboxPolicy.leaseMs;
  try {
    await db()
      .entities.mailOutbox.patch({ id: item.id })
      .set({ attempts, dueAt, dueKey: dueKey(dueAt, item.id), status: 'pending' })
      .where((a, { eq, lt }) => {
        // A fresh item (attempt 0) is the stream's to take at once, lease or not.
        if (fresh) return `${eq(a.attempts, 0)} AND ${eq(a.status, 'pending')}`;
        const when = woken ? eq(a.heldFor, 'sandbox') : lt(a.dueAt, now + 1);
        return `${eq(a.attempts, item.attempts)} AND ${eq(a.status, item.status)} AND ${when}`;
      })
      .go();
    return { ...item, attempts };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Pages of items of a status, due ones or (`woken`) every one held for the sandbox. */
async function* candidates(status: 'pending' | 'held', now: number, woken: boolean) {
  let cursor: string | null = null;
  do {
    const query = db().entities.mailOutbox.query.byStatus({ status });
    const page: { data: Found[]; cursor: string | null } = woken
      ? await query
          .where(({ heldFor }, { eq }) => eq(heldFor, 'sandbox'))
          .go({ limit: retrierPolicy.page, cursor })
      : await query.lt({ dueKey: dueBefore(now) }).go({ limit: retrierPolicy.page, cursor });
    cursor = page.cursor;
    yield* page.data;
  } while (cursor);
}

/**
 * The scheduled retrier: claims due items (and, once GetAccount shows production access and
 * sending enabled, every item held for the sandbox), sends each at its share of the account's
 * rate, and deletes it or schedules what comes next. Safe to run twice at once: a claim is
 * exclusive.
 */
export async function retryDueMail(now = Date.now(), budgetMs = retrierPolicy.runBudgetMs) {
  const started = Date.now();
  const account = await port('mailAccount').sendingAccount();
  const sandboxLifted = account?.productionAccess === true && account.sendingEnabled;
  const counts = { sent: 0, retry: 0, held: 0, parked: 0, skipped: 0 };
  const sources: ['pending' | 'held', boolean][] = [
    ['pending', false],
    ['held', false],
    ...(sandboxLifted ? [['held', true] as ['held', boolean]] : []),
  ];
  for (const [status, woken] of sources) {
    for await (const found of candidates(status, now, woken)) {
      if (Date.now() - started > budgetMs) return counts;
      const claimed = await claim(found, now, woken);
      if (!claimed) {
        counts.skipped += 1;
        continue;
      }
      await pace();
      counts[await attempt(claimed, account)] += 1;
    }
  }
  return counts;
}
