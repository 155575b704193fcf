import { GetAccountCommand } from '@aws-sdk/client-sesv2';
import type { MailAccount, SendingAccount } from '../core/ports/mail-account.js';
import { sesClient } from './clients/ses.js';
import { logger } from './logger.js';
import { perFunctionKey } from './invocation.js';

/**
 * Read again after this long: the scheduled retrier runs once a minute, so a lifted sandbox
 * is seen within a run or two, at a few GetAccount calls a minute per process.
 */
export const ACCOUNT_CHECK_MS = 15_000;
/** The sandbox's rate, assumed while GetAccount cannot be read (the slowest SES allows). */
const SANDBOX_RATE = 1;

const cache = new Map<string, { at: number; value: SendingAccount | undefined }>();

/**
 * The account's sending state from GetAccount (docs/decisions/mail-and-sms.md, "Mail on a new account"),
 * cached per process; undefined when GetAccount failed.
 */
export async function sendingAccount(now = Date.now()): Promise<SendingAccount | undefined> {
  const key = perFunctionKey('account');
  const cached = cache.get(key);
  if (cached && now - cached.at < ACCOUNT_CHECK_MS) return cached.value;
  let value: SendingAccount | undefined;
  try {
    const account = await sesClient().send(new GetAccountCommand({}));
    value = {
      productionAccess: account.ProductionAccessEnabled === true,
      sendingEnabled: account.SendingEnabled !== false,
      maxSendRate: Math.max(account.SendQuota?.MaxSendRate ?? SANDBOX_RATE, SANDBOX_RATE),
    };
  } catch (error) {
    logger.warn('SES GetAccount failed: pacing at the sandbox rate', { error: error as Error });
  }
  cache.set(key, { at: now, value });
  return value;
}

/** Sends a second, paced to `share` of the account's rate (the sandbox's when unknown). */
export async function pacedRate(share: number): Promise<number> {
  const account = await sendingAccount();
  return (account?.maxSendRate ?? SANDBOX_RATE) * share;
}

/** Tests and the local runtime change stand-ins between stacks: read the account again. */
export const forgetSendingAccount = (): void => cache.clear();

/**
 * Slots left unused are kept this long, to be taken back (docs/decisions/mail-and-sms.md,
 * "Job-match fan-out pace").
 */
export const KEPT_SLOTS_MS = 2_000;

/**
 * Spaces calls to `share` of the account's rate within this process: each call waits for its
 * slot, 1/rate seconds after the previous one. A slot the callers left unused (a consumer
 * between two batches: its last send's writes finishing, the queue handing it the next batch)
 * is kept for `KEPT_SLOTS_MS` and taken back by spacing the next calls closer, never closer
 * than `fastest` of the account's rate allows: so over any time the calls keep to `share`, and
 * in any second they stay under `fastest` (even spacing, no bursts for SES to refuse).
 * Concurrent callers in one process share it; a warm Lambda instance keeps it between
 * invocations.
 */
export function pacer(share: number, fastest = share): () => Promise<void> {
  /** The even schedule's next slot, and when the latest call went. */
  let next = 0;
  let latest = -Infinity;
  /**
   * Callers take turns: each slot is worked out once the one before has gone, from when it
   * really went, so a late timer (a busy process) never lets two calls go closer together.
   */
  let turns: Promise<void> = Promise.resolve();
  const take = async () => {
    const rate = await pacedRate(share);
    const quickest = await pacedRate(Math.max(share, fastest));
    const now = Date.now();
    const slot = Math.max(next, now - KEPT_SLOTS_MS);
    const at = Math.max(now, slot, latest + 1000 / quickest);
    next = slot + 1000 / rate;
    if (at > now) await new Promise((resolve) => setTimeout(resolve, at - now));
    latest = Date.now();
  };
  return () => {
    const turn = turns.then(take);
    turns = turn.catch(() => undefined);
    return turn;
  };
}

/** The mail account as core's outbox reads and paces it. */
export const mailAccount: MailAccount = { sendingAccount: () => sendingAccount(), pacer };
