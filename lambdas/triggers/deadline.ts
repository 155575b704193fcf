import { logger } from '../ports/logger.js';

/**
 * Cognito waits 5 s for a trigger, cold start included, and then fails the sign-in. One SDK
 * call alone may take 2 x (1 s connect + 5 s) (ports/aws-clients.ts), so a trigger's own
 * work gets this deadline instead: 3 s leaves room for a cold start and the reply
 * (docs/decisions/security-and-limits.md, "Sign-in limits when DynamoDB is slow").
 */
export const TRIGGER_DEADLINE_MS = 3_000;

class DeadlinePassed extends Error {
  constructor(readonly what: string) {
    super(`${what}: no answer within the trigger deadline`);
    this.name = 'DeadlinePassed';
  }
}

/**
 * Runs a trigger's optional bookkeeping (the sign-in attempt counter) and fails open: when it
 * does not finish in time, or fails for a reason `isRefusal` does not claim, the error is
 * logged and the sign-in goes on. A refusal (the lockout itself) still propagates. The late
 * call is left to finish or time out on its own; nothing waits for it.
 */
export async function failOpenWithin(
  what: string,
  work: () => Promise<void>,
  isRefusal: (error: unknown) => boolean = () => false,
  deadlineMs = TRIGGER_DEADLINE_MS,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlinePassed(what)), deadlineMs);
  });
  const running = work();
  // A late failure after the deadline has nobody to tell.
  running.catch(() => undefined);
  try {
    await Promise.race([running, deadline]);
  } catch (error) {
    if (isRefusal(error)) throw error;
    logger.error('Trigger bookkeeping skipped; the sign-in goes on', {
      what,
      error: error as Error,
    });
  } finally {
    clearTimeout(timer);
  }
}
