import { DomainError, conflict, invalid } from '../errors.js';
import { IdentityRefusal } from '../ports/identity.js';
import { authMessages as m } from './messages.js';

/**
 * A refusal of the identity provider in the spec's words (section 5); on the form's field when
 * the refusal names one (sign-up's), as the form shows it beside that input.
 */
export function refusalSaid(refusal: IdentityRefusal): DomainError {
  switch (refusal.reason) {
    case 'email-in-use':
      return conflict(m.emailInUse);
    case 'phone-in-use':
      return conflict(m.phoneInUse);
    case 'weak-password':
      return refusal.field === 'password'
        ? invalid(m.weakPassword, { password: m.weakPassword })
        : invalid(m.weakPassword);
    case 'invalid-email':
      return refusal.field === 'email'
        ? invalid(m.invalidEmail, { email: m.invalidEmail })
        : invalid(m.invalidEmail);
    case 'too-many-attempts':
      return new DomainError(
        'resource-exhausted',
        'Too many attempts. Please wait a minute and try again.',
      );
    case 'sign-up-failed':
      return new DomainError('unavailable', m.signUpFailed);
  }
}

/** An identity call whose refusals reach the caller as what they mean; other errors as they are. */
export const toldRefusals = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    throw error instanceof IdentityRefusal ? refusalSaid(error) : error;
  });
