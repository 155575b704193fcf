import { currentLocale } from '../i18n/i18n';
import { OFFLINE_COPY_HEADER } from '../sw/offline-copy';
import { ApiError, apiErrorFrom, networkMessage, timeoutMessage } from './api-error';
import { noteNetworkAnswer, noteNetworkFailure } from './offline/connection';

/**
 * One call to our API without a token or an outbox: GET /api/config needs this before anyone
 * can be signed in (auth/load-auth.ts), and api-client.ts adds the token and the outbox on top.
 * Kept apart so that the sign-in code never imports the client that asks it for a token.
 */

/** Long enough for a 2G connection to finish a small request, short enough to not hang. */
const DEFAULT_TIMEOUT_MS = 20_000;

export interface ApiFetch {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sent besides the JSON and language headers (a token, an Idempotency-Key). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The route answers a document of this type (route.ts `produces`): its text is the answer. */
  produces?: string;
  /**
   * 'no-store': the answer is kept neither by the browser's HTTP cache nor by the service worker
   * (sw/cache-rules.ts), for a session that ends with the browser (auth/session-only.ts).
   */
  cache?: RequestCache;
}

async function readBody(response: Response, produces: string | undefined): Promise<unknown> {
  const text = await response.text();
  if (produces && response.ok) return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls our API (same origin, under /api). Resolves with the parsed JSON body; rejects with an
 * ApiError carrying a message that is safe to show, including when offline (code `network`,
 * status 0) or timed out. A caller's own cancel rejects with the browser's AbortError.
 */
export async function apiFetch<T>(path: string, request: ApiFetch = {}): Promise<T> {
  const { method = 'GET', body, timeoutMs = DEFAULT_TIMEOUT_MS, signal, produces, cache } = request;
  // The API answers its messages (refusals, validation) in the language the app shows.
  const headers: Record<string, string> = {
    accept: produces ? `${produces}, application/json` : 'application/json',
    'accept-language': currentLocale(),
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, request.headers);

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
      ...(cache ? { cache } : {}),
    });
    // Read the body under the same timer: on a slow link the body can stall, not just headers.
    parsed = await readBody(response, produces);
  } catch (error) {
    if (signal?.aborted) throw error;
    noteNetworkFailure();
    if (timedOut) throw new ApiError(0, 'timeout', timeoutMessage());
    throw new ApiError(0, 'network', networkMessage());
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
  // The service worker's copy of an earlier answer: the network failed.
  if (response.headers.get(OFFLINE_COPY_HEADER)) noteNetworkFailure();
  else noteNetworkAnswer();

  if (!response.ok) throw apiErrorFrom(response.status, parsed);
  return parsed as T;
}
