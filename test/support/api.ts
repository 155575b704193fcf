import { inject } from 'vitest';
import { expectAnswerKeepsContract } from './answer-contract.js';
import { newClient, requestFrom } from './clients.js';

export const baseUrl = () => inject('baseUrl');

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/**
 * Calls the API as a client would: JSON in, JSON out, optional bearer token. `base` points it
 * at a stack a test started itself instead of the shared one. Each call comes from a client
 * address of its own (support/clients.ts) unless `from` names one: limits and views counted per
 * client then see the test's people as the different people they are.
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
    /** The client's own address (support/clients.ts `newClient`). */
    from?: string;
  } = {},
): Promise<ApiResponse<T> & { retryAfter?: string }> {
  const answer = await requestFrom(
    options.from ?? newClient(),
    `${options.base ?? baseUrl()}${path}`,
    {
      method,
      signal: options.signal,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body:
        options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    },
  );
  let body: unknown = answer.text;
  try {
    body = JSON.parse(answer.text);
  } catch {
    /* not JSON: keep the text */
  }
  expectAnswerKeepsContract(method, path, answer.status, body);
  const retryAfter = answer.headers['retry-after'];
  return {
    status: answer.status,
    body: body as T,
    ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
  };
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
