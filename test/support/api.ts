import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/**
 * Calls the API as a client would: JSON in, JSON out, optional bearer token. `base` points it
 * at a stack a test started itself instead of the shared one.
 */
export async function api<T = Record<string, any>>(
  method: string,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    rawBody?: string;
    base?: string;
    /** Gives up on the request (a client timeout, say). */
    signal?: AbortSignal;
  } = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(`${options.base ?? baseUrl()}${path}`, {
    method,
    signal: options.signal,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body:
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: response.status, body: body as T };
}

/**
 * A request with an Idempotency-Key, as the SPA's outbox sends a form kept offline
 * (web/src/lib/offline/outbox.ts); the answer's headers too (a repeat is marked).
 */
export async function keyedRequest(
  method: string,
  path: string,
  token: string,
  key: string,
  body: unknown,
) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, any>,
  };
}
