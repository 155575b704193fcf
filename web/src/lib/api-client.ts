import { tApp } from '../app/i18n';
import { ApiError, apiErrorFrom, networkMessage, timeoutMessage } from './api-error';
import { getIdToken } from './auth/id-token';

/** Long enough for a 2G connection to finish a small request, short enough to not hang. */
const DEFAULT_TIMEOUT_MS = 20_000;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the ID token (the API takes ID tokens only). */
  auth?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

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
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth) Object.assign(headers, await authHeader());

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
    throw timedOut
      ? new ApiError(0, 'timeout', timeoutMessage())
      : new ApiError(0, 'network', networkMessage());
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  if (!response.ok) throw apiErrorFrom(response.status, parsed);
  return parsed as T;
}
