import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/src/lib/api-error';
import { signInErrorMessage } from '../../web/src/lib/auth/sign-in-errors';

const named = (name: string, message = 'raw service text') =>
  Object.assign(new Error(message), { name });

describe('sign-in error messages', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect e-mail or password'],
    ['InvalidPasswordException', 'Incorrect e-mail or password'],
    ['UserNotFoundException', 'Incorrect e-mail or password'],
    ['UserNotConfirmedException', 'Please verify your e-mail first'],
    ['TooManyRequestsException', 'Too many attempts. Please wait a minute and try again.'],
    ['LimitExceededException', 'Too many attempts. Please wait a minute and try again.'],
    ['NetworkError', 'We could not reach the server. Check your connection and try again.'],
  ])('%s -> %s', (name, message) => {
    expect(signInErrorMessage(named(name))).toBe(message);
  });

  it('shows the failed sign-in lockout of the pre-authentication trigger, nothing else of it', () => {
    const locked = named(
      'UserLambdaValidationException',
      'PreAuthentication failed with error Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    expect(signInErrorMessage(locked)).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    expect(signInErrorMessage(named('UserLambdaValidationException'))).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('treats offline fetches and API network failures as connection problems', () => {
    const network = 'We could not reach the server. Check your connection and try again.';
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe(network);
    expect(signInErrorMessage(new ApiError(0, 'network', 'x'))).toBe(network);
  });

  it('never shows a raw code or service text', () => {
    for (const error of [named('InternalErrorException'), named('Weird', 'stack at x'), null, 42]) {
      const message = signInErrorMessage(error);
      expect(message).toBe('Something went wrong. Please try again.');
    }
  });
});
