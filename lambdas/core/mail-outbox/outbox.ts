import { randomUUID } from 'node:crypto';
import { sendMail as deliverMail, type Mail } from '../../ports/mail.js';
import { logger } from '../../ports/logger.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { dueBefore, dueKey } from './outbox-item.entity.js';

/**
 * The mail outbox (docs/decisions.md, "Mail outbox"): every e-mail is first written as an
 * item, then sent at once; SES being down never fails the request that sends it. The
 * scheduled retrier (lambdas/events/mail-outbox.ts) sends what is left, with backoff, and
 * parks an item after maxAttempts, or at once when SES refuses the message itself.
 */
export const outboxPolicy = {
  /** How long a claim holds an item: far above one send (at most ~12 s with retries, aws-clients.ts). */
  leaseMs: 60_000,
  /** Backoff after the n-th failed attempt: base x 2^(n-1), capped. */
  retryBaseMs: 2_000,
  retryMaxMs: 15 * 60_000,
  /** Then the item is parked (status failed, for the admins): about 30 min of tries. */
  maxAttempts: 10,
  /** Items one retrier run takes (runs do not overlap; the rest wait for the next run). */
  batch: 50,
  parkedDays: 30,
};

type Item = {
  id: string;
  mail: Mail;
  attempts: number;
};

const retryDelay = (attempts: number) =>
  Math.min(outboxPolicy.retryBaseMs * 2 ** (attempts - 1), outboxPolicy.retryMaxMs);

/** The one way the app sends e-mail: durable first, then at once. */
export async function sendMail(mail: Mail): Promise<void> {
  const now = Date.now();
  const id = randomUUID();
  const dueAt = now + outboxPolicy.leaseMs;
  // Written already claimed (attempt 1, leased): the retrier leaves it alone while we send.
  await db()
    .entities.mailOutbox.create({
      id,
      mail: { ...mail },
      created: now,
      status: 'pending',
      attempts: 1,
      dueAt,
      dueKey: dueKey(dueAt, id),
    })
    .go();
  await attempt({ id, mail, attempts: 1 });
}

/**
 * One claimed attempt: send, then delete; on failure schedule the next attempt (or park the
 * item). Never throws: the item is durable, so the caller's work has succeeded either way.
 */
async function attempt(item: Item): Promise<'sent' | 'retry' | 'parked'> {
  try {
    await deliverMail(item.mail);
  } catch (error) {
    return release(item, error);
  }
  try {
    await db().entities.mailOutbox.delete({ id: item.id }).go();
  } catch (error) {
    // Sent but still listed: sent again once the lease ends (the at-least-once window).
    logger.warn('Mail sent but its outbox item remains', { id: item.id, error: error as Error });
  }
  return 'sent';
}

/** SES refused the message itself (4xx other than throttling): trying again cannot help. */
const refused = (error: unknown) => {
  const { $metadata, $retryable } = (error ?? {}) as {
    $metadata?: { httpStatusCode?: number };
    $retryable?: { throttling?: boolean };
  };
  const status = $metadata?.httpStatusCode ?? 0;
  return status >= 400 && status < 500 && status !== 429 && !$retryable?.throttling;
};

async function release(item: Item, cause: unknown): Promise<'retry' | 'parked'> {
  const now = Date.now();
  const parked = item.attempts >= outboxPolicy.maxAttempts || refused(cause);
  const dueAt = parked ? now : now + retryDelay(item.attempts);
  logger.warn(
    parked ? 'Mail parked: refused, or out of attempts' : 'Mail send failed, will retry',
    {
      id: item.id,
      attempts: item.attempts,
      error: cause as Error,
    },
  );
  try {
    await db()
      .entities.mailOutbox.patch({ id: item.id })
      .set({
        status: parked ? 'failed' : 'pending',
        dueAt,
        dueKey: dueKey(dueAt, item.id),
        lastError: String((cause as Error)?.message ?? cause).slice(0, 500),
        ...(parked ? { expiresAt: Math.floor(now / 1000) + outboxPolicy.parkedDays * 86_400 } : {}),
      })
      // Only while the claim is still ours.
      .where(({ attempts }, { eq }) => eq(attempts, item.attempts))
      .go();
  } catch (error) {
    // The lease ends on its own; the retrier then takes the item again.
    logger.warn('Could not reschedule an outbox item', { id: item.id, error: error as Error });
  }
  return parked ? 'parked' : 'retry';
}

/** Claims one due item: only the sender whose update matched the attempts it read wins. */
async function claim(item: Item, now: number): Promise<Item | undefined> {
  const attempts = item.attempts + 1;
  const dueAt = now + outboxPolicy.leaseMs;
  try {
    await db()
      .entities.mailOutbox.patch({ id: item.id })
      .set({ attempts, dueAt, dueKey: dueKey(dueAt, item.id), status: 'pending' })
      .where(
        (a, { eq, lt }) =>
          `${eq(a.attempts, item.attempts)} AND ${eq(a.status, 'pending')} AND ${lt(a.dueAt, now + 1)}`,
      )
      .go();
    return { ...item, attempts };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * The scheduled retrier: claims the due items, sends each, deletes it or schedules the next
 * attempt. Safe to run twice at once: a claim is exclusive.
 */
export async function retryDueMail(now = Date.now()) {
  const { data } = await db()
    .entities.mailOutbox.query.byStatus({ status: 'pending' })
    .lt({ dueKey: dueBefore(now) })
    .go({ limit: outboxPolicy.batch });
  const counts = { sent: 0, retry: 0, parked: 0, skipped: 0 };
  for (const found of data) {
    const claimed = await claim(found, now);
    if (!claimed) {
      counts.skipped += 1;
      continue;
    }
    counts[await attempt(claimed)] += 1;
  }
  return counts;
}
