import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import type { Tokens } from '../support/accounts.js';
import { api } from '../support/api.js';
import { claimsOf } from '../support/tokens.js';
import {
  callers,
  concretePath,
  expectedFor,
  personaNames,
  personas,
  signInPersonas,
  type Caller,
  type PersonaName,
} from './personas.js';

/**
 * Generated from the route table: every declared route, called by every persona, must answer
 * exactly what its declared access allows. A new route is covered by being in the table.
 * Bodies are `{}` (never valid), so no call changes the demo accounts.
 */
let tokens: Record<PersonaName, Tokens>;

beforeAll(async () => {
  tokens = await signInPersonas();
});

const tokenOf = (caller: Caller) => (caller === 'anonymous' ? undefined : tokens[caller].idToken);

describe('the personas', () => {
  it.each(personaNames)('%s carries exactly its groups in the ID token', (name) => {
    const groups = claimsOf(tokens[name].idToken)['cognito:groups'] as string[] | undefined;
    expect([...(groups ?? [])].sort()).toEqual([...personas[name].groups].sort());
    expect(claimsOf(tokens[name].idToken).token_use).toBe('id');
  });

  it('the route table has routes of every kind of access the matrix checks', () => {
    expect(routeList.some((route) => route.access === 'public')).toBe(true);
    expect(routeList.some((route) => route.access === 'signed-in')).toBe(true);
    expect(routeList.some((route) => Array.isArray(route.access))).toBe(true);
  });
});

describe.each(routeList.map((route) => [routeKey(route), route] as const))('%s', (_, route) => {
  const access = Array.isArray(route.access) ? route.access.join('|') : route.access;

  it.each(callers)(`as %s (access: ${access})`, async (caller) => {
    const { status, body } = await api(route.method, concretePath(route), {
      token: tokenOf(caller),
      body: route.body ? {} : undefined,
    });
    const seen = `${status} ${JSON.stringify(body)}`;

    // Never an internal error, and the router knows every declared route.
    expect(status, seen).toBeLessThan(500);
    expect(status, seen).not.toBe(405);
    expect((body as { message?: unknown }).message, seen).not.toBe('No such API route');

    const expected = expectedFor(route.access, caller);
    if (expected === 'allowed' && route.body) {
      // Let through, then refused by the body schema: the request reached the handler.
      expect(status, seen).toBe(400);
    } else if (expected === 'allowed') {
      expect([401, 403], seen).not.toContain(status);
    } else {
      expect(status, seen).toBe(expected);
      expect(body.code, seen).toBe(expected === 401 ? 'unauthenticated' : 'permission-denied');
    }
  });

  if (route.body) {
    it('its body schema refuses `{}`, so the matrix calls change nothing', () => {
      expect(route.body!.safeParse({}).success).toBe(false);
    });
  }
});
