import type { Mail } from '../ports/mail.js';
import type { SendingAccount } from '../ports/mail-account.js';
import { countMetric, logger, port } from '../ports/provided.js';
import { db } from '../db/service.js';
import { dueKey } from './outbox-item.entity.js';
import { classifyRefusal } from './refusals.js';

/**
 * The mail outbox (docs/decisions/mail-and-sms.md, "The mail outbox" and "Mail on a new account"):
 * every e-mail is first written as an item, then sent at once; SES being down never fails the
 * request that sends it. The scheduled retrier (outbox.ts) sends what is left: failures that pass
 * (throttling, 5xx, network) with backoff for about a day; mail SES refused because of the account
 * (the sandbox, paused sending) held for two weeks on a slow backoff, and at once when the account
 * leaves the sandbox; mail SES refused for itself (a bad address) parked at once.
 */
export const outboxPolicy = {
  /** How long a claim holds an item: far above one send (at most ~12 s with retries, aws-clients.ts). */
  leaseMs: 60_000,
  /** Backoff after the n-th failed attempt: base x 2^(n-1), capped. */
  retryBaseMs: 2_000,
  retryMaxMs: 60 * 60_000,
  /** Then the item is parked (status failed, for the admins): about a day of tries. */
  maxAttempts: 34,
  /** Held mail: tried again a minute later, then doubling to every 6 hours. */
  holdBaseMs: 60_000,
  holdMaxMs: 6 * 60 * 60_000,
  /** Held this long after it was written, it is parked (and the admins see it). */
  heldDays: 14,
  parkedDays: 30,
};

export interface OutboxItem {
  id: string;
  mail: Mail;
  attempts: number;
  created: number;
  holds?: number;
}
export type Outcome = 'sent' | 'retry' | 'held' | 'parked';

const retryDelay = (attempts: number) =>
  Math.min(outboxPolicy.retryBaseMs * 2 ** (attempts - 1), outboxPolicy.retryMaxMs);
const holdDelay = (holds: number) =>
  Math.min(outboxPolicy.holdBaseMs * 2 ** (holds - 1), outboxPolicy.holdMaxMs);
const DAY_MS = 86_400_000;

/**
 * One claimed attempt: send, then delete; on failure schedule the next attempt, hold or park
 * the item. `account` is what GetAccount said, when the caller read it (the retrier does; a
 * request does not spend a call on it). Never throws: the item is durable, so the caller's
 * work has succeeded either way.
 */
export async function attempt(item: OutboxItem, account?: SendingAccount): Promise<Outcome> {
  // Looked up first: a port the entry point did not provide is its bug, not a send to retry.
  const deliver = port('sendMail');
  try {
    await deliver(item.mail);
  } catch (error) {
    return release(item, error, account);
  }
  countMetric('MailSent', { id: item.id });
  try {
    await db().entities.mailOutbox.delete({ id: item.id }).go();
  } catch (error) {
    // Sent but still listed: sent again once the lease ends (the at-least-once window).
    logger.warn('Mail sent but its outbox item remains', { id: item.id, error: error as Error });
  }
  return 'sent';
}

/** The item's next state after a failed attempt, and when it is due. */
function nextState(
  item: OutboxItem,
  cause: unknown,
  account: SendingAccount | undefined,
  now: number,
) {
  const refusal = classifyRefusal(cause);
  if (refusal === 'transient') {
    if (item.attempts >= outboxPolicy.maxAttempts) return { outcome: 'parked' as const };
    return { outcome: 'retry' as const, dueAt: now + retryDelay(item.attempts) };
  }
  if (refusal === 'permanent' || now - item.created > outboxPolicy.heldDays * DAY_MS)
    return { outcome: 'parked' as const };
  const holds = (item.holds ?? 0) + 1;
  // Not verified while the account may be in the sandbox: lifting it will let this through.
  // With production access known, it is the sender's identity: only the slow backoff then.
  const heldFor =
    refusal === 'unverified' && !account?.productionAccess
      ? ('sandbox' as const)
      : ('account' as const);
  return { outcome: 'held' as const, dueAt: now + holdDelay(holds), holds, heldFor };
}

async function release(
  item: OutboxItem,
  cause: unknown,
  account: SendingAccount | undefined,
): Promise<Outcome> {
  const now = Date.now();
  const next = nextState(item, cause, account, now);
  const firstRefusal = next.outcome === 'held' ? next.holds === 1 : next.outcome === 'parked';
  if (firstRefusal && classifyRefusal(cause) !== 'transient')
    countMetric('MailRefused', { id: item.id });
  const log = next.outcome === 'parked' ? logger.error : logger.warn;
  log.call(logger, `Mail not sent: ${next.outcome}`, {
    id: item.id,
    attempts: item.attempts,
    error: cause as Error,
  });
  const dueAt = next.dueAt ?? now;
  try {
    await db()
      .entities.mailOutbox.patch({ id: item.id })
      .set({
        status: next.outcome === 'parked' ? 'failed' : next.outcome === 'held' ? 'held' : 'pending',
        dueAt,
        dueKey: dueKey(dueAt, item.id),
        lastError: String((cause as Error)?.message ?? cause).slice(0, 500),
        ...(next.outcome === 'held' ? { holds: next.holds, heldFor: next.heldFor } : {}),
        ...(next.outcome === 'parked'
          ? { expiresAt: Math.floor(now / 1000) + outboxPolicy.parkedDays * 86_400 }
          : {}),
      })
      // Only while the claim is still ours.
      .where(({ attempts }, { eq }) => eq(attempts, item.attempts))
      .go();
  } catch (error) {
    // The lease ends on its own; the retrier then takes the item again.
    logger.warn('Could not reschedule an outbox item', { id: item.id, error: error as Error });
  }
  return next.outcome;
}
