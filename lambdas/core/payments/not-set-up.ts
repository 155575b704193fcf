import { DomainError } from '../errors.js';
import { PaymentsNotSetUp } from '../ports/payments.js';

/** What a caller sees while the stage's payments secret is missing or incomplete (503). */
export const paymentsNotSetUpMessage = 'Payments are not set up yet. Please try again later.';

/** The provider's "not set up" as the caller is told it; any other error as it is. */
export const notSetUpSaid = (error: unknown): unknown =>
  error instanceof PaymentsNotSetUp
    ? new DomainError('unavailable', paymentsNotSetUpMessage)
    : error;

/** A payment provider call whose "not set up" reaches the caller as such (503), not as a bug. */
export const toldNotSetUp = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    throw notSetUpSaid(error);
  });
