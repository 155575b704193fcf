/**
 * Errors that are safe to show to the caller. Anything that is not a DomainError is
 * reported as a generic 500 by the HTTP layer, so internal details never leak.
 */
export const errorStatus = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  unavailable: 503,
} as const;

export type DomainErrorCode = keyof typeof errorStatus;

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Field-level messages for forms, keyed by the input field name. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const invalid = (message: string, fields?: Record<string, string>) =>
  new DomainError('invalid-argument', message, fields);
export const notFound = (message = 'Not found') => new DomainError('not-found', message);
export const forbidden = (message = 'You do not have access to this') =>
  new DomainError('permission-denied', message);
export const conflict = (message: string) => new DomainError('aborted', message);
export const unauthenticated = (message = 'Please sign in') =>
  new DomainError('unauthenticated', message);
