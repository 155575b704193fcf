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

/**
 * An API message whose wording holds values (a count, a field's name): the English template,
 * which is its key in the API's catalogue (lambdas/core/api-words), and the values, kept apart
 * so the HTTP edge translates the template and fills it, never parsing text back. Templates
 * hold plain `{name}` placeholders; a translation may use ICU plural or select on them.
 */
export interface Words {
  readonly template: string;
  readonly values: Readonly<Record<string, string | number>>;
}
export const words = (template: string, values: Words['values']): Words => ({ template, values });

/** What an error says: a fixed English sentence (its own key), or words with values. */
export type Message = string | Words;

/** A message's English text. */
export const englishOf = (message: Message): string =>
  typeof message === 'string'
    ? message
    : message.template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
        String(message.values[name] ?? placeholder),
      );

export class DomainError extends Error {
  /** Field-level messages for forms, keyed by the input field name (English). */
  readonly fields?: Record<string, string>;
  /** The message and field messages as said, for the HTTP edge to translate. */
  readonly said: { message: Message; fields?: Record<string, Message> };

  constructor(
    readonly code: DomainErrorCode,
    message: Message,
    fields?: Record<string, Message>,
  ) {
    super(englishOf(message));
    this.name = 'DomainError';
    this.said = { message, fields };
    if (fields) {
      this.fields = Object.fromEntries(
        Object.entries(fields).map(([field, text]) => [field, englishOf(text)]),
      );
    }
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const invalid = (message: Message, fields?: Record<string, Message>) =>
  new DomainError('invalid-argument', message, fields);
export const notFound = (message: Message = 'Not found') => new DomainError('not-found', message);
export const forbidden = (message: Message = 'You do not have access to this') =>
  new DomainError('permission-denied', message);
export const conflict = (message: Message) => new DomainError('aborted', message);
export const unauthenticated = (message: Message = 'Please sign in') =>
  new DomainError('unauthenticated', message);

/** What the HTTP edge answers for anything that is not a DomainError (spec: 500 internal). */
export const internalMessage = 'Something went wrong. Please try again.';
