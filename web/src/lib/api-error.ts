import { tApp } from '../i18n/app/i18n';

/**
 * Messages for failures that never reached our API (or got no message from it); they tell the
 * user what to do next, in the language of the moment they happen.
 */
export const networkMessage = () => tApp('error.network');
export const timeoutMessage = () => tApp('error.timeout');
export const genericMessage = () => tApp('error.generic');
export const tooManyMessage = () => tApp('error.tooMany');

/**
 * Every failed API call becomes one of these. `message` is always safe to show: the API's own
 * message (the spec's wording), or one of the messages above. `fields` holds per-field messages.
 * status 0 means the request never got an answer (offline, timed out).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Worth trying again without changing anything (network trouble, server busy or broken). */
  get isTransient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

const fallbackMessage = (status: number): string =>
  status === 401
    ? tApp('error.signInAgain')
    : status === 403
      ? tApp('error.noAccess')
      : status === 404
        ? tApp('error.notFound')
        : status === 429
          ? tooManyMessage()
          : genericMessage();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Turns an error response body {code, message, fields?} into an ApiError, whatever its shape. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, `http-${status}`, fallbackMessage(status));
  // API Gateway's JWT authorizer answers 401 {"message":"Unauthorized"} before our API runs,
  // so that one is never in the reader's language: say ours instead.
  const said = typeof body.message === 'string' ? body.message : '';
  const message = said && said !== 'Unauthorized' ? said : fallbackMessage(status);
  const code = typeof body.code === 'string' ? body.code : `http-${status}`;
  const fields: Record<string, string> = {};
  if (isRecord(body.fields)) {
    for (const [name, text] of Object.entries(body.fields)) {
      if (typeof text === 'string') fields[name] = text;
    }
  }
  return new ApiError(status, code, message, fields);
}

/** A message for any thrown value, for places that show errors from several sources. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : genericMessage();

/**
 * Written offline and kept on this phone, to be sent once the network is back (api-client's
 * `keepOffline`): not a failure, and the form must not be sent a second time.
 */
export const isKeptOffline = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'kept';
