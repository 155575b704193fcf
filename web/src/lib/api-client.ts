import { tApp } from '../i18n/app/i18n';
import { ApiError, apiErrorFrom, networkMessage, timeoutMessage } from './api-error';
import { getIdToken } from './auth/id-token';
import { reportRefusedToken } from './auth/session-ended';
import { currentLocale } from '../i18n/i18n';
import { noteNetworkAnswer, noteNetworkFailure } from './offline/connection';
import { OFFLINE_COPY_HEADER } from '../sw/offline-copy';

/** Long enough for a 2G connection to finish a small request, short enough to not hang. */
const DEFAULT_TIMEOUT_MS = 20_000;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the ID token (the API takes ID tokens only). */
  auth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
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

async function authHeader(): Promise<Record<string, string>> {
  const token = await getIdToken();
  if (!token) throw new ApiError(401, 'unauthenticated', tApp('error.signInAgain'));
  return { authorization: `Bearer ${token}` };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls our API (same origin, under /api). Resolves with the parsed JSON body; rejects with an
 * ApiError carrying a message that is safe to show, including when offline or timed out.
 */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, auth = false, timeoutMs = DEFAULT_TIMEOUT_MS, signal } = request;
  // The API answers its messages (refusals, validation) in the language the app shows.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLocale(),
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth) Object.assign(headers, await authHeader());
  const idempotencyKey = request.idempotencyKey ?? (request.keepOffline ? newKey() : undefined);
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;

  // One controller for both our timeout and the caller's cancel (AbortSignal.any is too new
  // for many of the phones we serve).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let parsed: unknown;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    // Read the body under the same timer: on a slow link the body can stall, not just headers.
    parsed = await readJson(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    noteNetworkFailure();
    if (timedOut) throw new ApiError(0, 'timeout', timeoutMessage());
    if (request.keepOffline && idempotencyKey && (await keptOffline(path, method, body, headers)))
      throw new ApiError(0, 'kept', tApp('offline.kept'));
    throw new ApiError(0, 'network', networkMessage());
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
  // The service worker's copy of an earlier answer: the network failed.
  if (response.headers.get(OFFLINE_COPY_HEADER)) noteNetworkFailure();
  else noteNetworkAnswer();

  if (!response.ok) {
    const error = apiErrorFrom(response.status, parsed);
    // A signed-in call refused as unauthenticated: this browser's session is over.
    if (auth && response.status === 401) {
      const refused = headers.authorization?.replace(/^Bearer /, '');
      void reportRefusedToken(refused, error.message, getIdToken);
    }
    throw error;
  }
  return parsed as T;
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
