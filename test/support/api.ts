import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
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
    /** More request headers (an Idempotency-Key, say). */
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(`${options.base ?? baseUrl()}${path}`, {
    method,
    signal: options.signal,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
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
  return { status: response.status, body: body as T, headers: response.headers };
}
