import { expect } from 'vitest';
import type { RouteDef } from '../../lambdas/http/route.js';
import type { Tokens } from '../support/accounts.js';
import { api, type ApiResponse } from '../support/api.js';
import { allowedCaller, concretePath, type PersonaName } from './personas.js';

/** What the API answers for an error it did not expect (lambdas/core/errors.ts). */
export const GENERIC_500 = 'Something went wrong. Please try again.';

/** Calls a route as a persona it lets through, at `path` (the route's own by default). */
export function sendAs(
  tokens: Record<PersonaName, Tokens>,
  route: RouteDef,
  options: { body?: unknown; rawBody?: string; path?: string },
) {
  const caller = allowedCaller(route);
  const token = caller && caller !== 'anonymous' ? tokens[caller].idToken : undefined;
  return api(route.method, options.path ?? concretePath(route), { ...options, token });
}

/** A 400 that says what is wrong in words, not a stack or the generic 500 text. */
export function expectClearRefusal({ status, body }: ApiResponse, sent: string) {
  const seen = `sent ${sent.slice(0, 300)} -> ${status} ${JSON.stringify(body)}`;
  expect(status, seen).toBe(400);
  expect(body.code, seen).toBe('invalid-argument');
  expect(typeof body.message, seen).toBe('string');
  expect((body.message as string).trim(), seen).not.toBe('');
  expect(body.message, seen).not.toBe(GENERIC_500);
  expect(body.message, seen).not.toMatch(/\n\s+at |Error:/);
}
