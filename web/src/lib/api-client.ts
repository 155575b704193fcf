import { tApp } from '../i18n/app/i18n';
import { apiFetch, type ApiFetch } from './api-fetch';
import { ApiError } from './api-error';
import { getIdToken } from './auth/id-token';
import { reportRefusedToken } from './auth/session-ended';
import { sessionOnly } from './auth/session-only';

export interface ApiRequest extends Omit<ApiFetch, 'headers'> {
  /**
   * Send the ID token (the API takes ID tokens only): always, or only when someone is signed in
   * (a public route whose answer depends on who asks).
   */
  auth?: boolean | 'if-signed-in';
  /**
   * A form worth keeping when the phone is offline: it is saved on the device and sent once
   * the network is back (lib/offline/outbox.ts), and the call fails with code `kept`. Only for
   * routes that honour the Idempotency-Key header, which such a call always sends.
   */
  keepOffline?: boolean;
  /** Sent as Idempotency-Key: the API does the request once however often it arrives. */
  idempotencyKey?: string;
}

/** A random key (crypto.randomUUID is missing on older phones' browsers). */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

async function authHeader(required: boolean): Promise<Record<string, string>> {
  const token = await getIdToken();
  if (token) return { authorization: `Bearer ${token}` };
  if (required) throw new ApiError(401, 'unauthenticated', tApp('error.signInAgain'));
  return {};
}

/**
 * Calls our API (same origin, under /api) as api-fetch.ts does, with the signed-in person's
 * token when asked, and keeps a form offline when asked. Resolves with the parsed JSON body;
 * rejects with an ApiError carrying a message that is safe to show.
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, auth = false, timeoutMs, signal, produces } = request;
  const headers: Record<string, string> = {};
  if (auth) Object.assign(headers, await authHeader(auth === true));
  const idempotencyKey = request.idempotencyKey ?? (request.keepOffline ? newKey() : undefined);
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;

  // A session that ends with the browser leaves no copy of its answers on the phone.
  const cache = headers.authorization && sessionOnly() ? 'no-store' : undefined;

  try {
    return await apiFetch<T>(path, { method, body, headers, timeoutMs, signal, produces, cache });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error; // the caller's own cancel
    // No answer at all (not a timeout): the form waits on the phone for the network.
    const noAnswer = error.status === 0 && error.code === 'network';
    if (
      noAnswer &&
      request.keepOffline &&
      idempotencyKey &&
      (await keptOffline(path, method, body, headers))
    )
      throw new ApiError(0, 'kept', tApp('offline.kept'));
    // A signed-in call refused as unauthenticated: this browser's session is over.
    if (headers.authorization && error.status === 401) {
      const refused = headers.authorization?.replace(/^Bearer /, '');
      void reportRefusedToken(refused, error.message, getIdToken);
    }
    throw error;
  }
}

/** Keeps a form on the device for later (its code is fetched only when that happens). */
async function keptOffline(
  path: string,
  method: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<boolean> {
  try {
    const { keep } = await import('./offline/outbox');
    return keep({
      key: headers['idempotency-key']!,
      path,
      method,
      body,
      authorization: headers.authorization,
    });
  } catch {
    return false; // the outbox's code could not be loaded or the device refused to store it
  }
}
