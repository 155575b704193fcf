import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { isPageCursor, stalePageMessage } from '../../lambdas/core/db/page-cursor.js';
import { routeKey, type RouteDef } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import type { Tokens } from '../support/accounts.js';
import type { ApiResponse } from '../support/api.js';
import { GENERIC_500, expectClearRefusal, sendAs } from './fuzz-requests.js';
import {
  allowedCaller,
  concretePath,
  probeParams,
  signInPersonas,
  type PersonaName,
} from './personas.js';

/**
 * Generated from the route table, as input-fuzz.test.ts is for bodies: tampered, oversized and
 * odd values in every query parameter and every path parameter of every route, sent as a
 * caller the route lets through. The answer is always a 4xx (or, for a value the route takes,
 * an ordinary answer), never a 5xx: ten 500s in a thousand requests trip the 5xx alarm.
 */
let tokens: Record<PersonaName, Tokens>;

beforeAll(async () => {
  tokens = await signInPersonas();
});

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const keyNames = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'];
/** A cursor that looks like the API's own (a key in base64url JSON) but names another place. */
const elsewhere = b64url(JSON.stringify(Object.fromEntries(keyNames.map((k) => [k, 'ELSE#x']))));

/** Cursors as a tamperer makes them: cut, re-encoded, forged with other keys or types. */
export const tamperedCursors = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.base64String({ maxLength: 60 }),
  fc.jsonValue({ maxDepth: 2 }).map((value) => b64url(JSON.stringify(value))),
  fc
    .dictionary(
      fc.constantFrom(...keyNames, 'x', '__proto__'),
      fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant({ S: 'x' })),
      { minKeys: 1, maxKeys: 9 },
    )
    .map((keys) => b64url(JSON.stringify(keys))),
  fc.constantFrom(
    'eyJwayI6',
    b64url('{"pk":"USER#x","sk":'),
    b64url('[1,2]'),
    b64url('{"pk":{"S":"USER#x"},"sk":{"S":"MAIL"}}'),
    b64url(JSON.stringify({ pk: 'x'.repeat(3000), sk: 'y' })),
    elsewhere,
    `${elsewhere}==`,
  ),
);

/** Values nobody's client sends: empty, huge, control and bidi characters, path tricks. */
const oddValues = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%00',
    '\u0000',
    '\n',
    '\u202Eevil',
    '\u200B',
    'null',
    '[]',
    '{}',
    '-1',
    '1e309',
    'NaN',
    '..',
    '../..',
    '#',
    'USER#x',
    'a'.repeat(5000),
    '😀'.repeat(600),
  ),
  tamperedCursors,
);

const keysOf = (schema: z.ZodType | undefined): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};
const pathNames = (route: RouteDef) => [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** Never a 5xx; a refusal is a 4xx with a message of its own, not the generic 500 text. */
function expectNoServerError({ status, body }: ApiResponse, sent: string) {
  const seen = `sent ${sent.slice(0, 300)} -> ${status} ${JSON.stringify(body).slice(0, 300)}`;
  expect(status, seen).toBeLessThan(500);
  if (status >= 400) expect(body.message, seen).not.toBe(GENERIC_500);
}

/** Lists that need more than a cursor in their query to run at all. */
const baseQueries: Record<string, Record<string, string>> = {
  'GET /api/admin/users': { type: 'parent' },
};

const queryRoutes = routeList.filter((route) => keysOf(route.query).length > 0);
const paramRoutes = routeList.filter((route) => pathNames(route).length > 0);

describe.each(queryRoutes.map((route) => [routeKey(route), route] as const))('%s', (_, route) => {
  const schema = route.query!;
  const keys = keysOf(schema);
  const send = (search: string) =>
    sendAs(tokens, route, { path: `${concretePath(route)}?${search}` });

  it.skipIf(!allowedCaller(route))('answers odd query values with a 4xx, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...keys, 'zz'), oddValues, async (key, value) => {
        const response = await send(`${key}=${encodeURIComponent(value)}`);
        if (!schema.safeParse({ [key]: value }).success) {
          expectClearRefusal(response, `${key}=${JSON.stringify(value)}`);
        } else expectNoServerError(response, `${key}=${JSON.stringify(value)}`);
      }),
      { numRuns: 40 },
    );
  });

  it.skipIf(!allowedCaller(route))('takes a repeated query parameter without a 5xx', async () => {
    for (const key of keys) {
      expectNoServerError(await send(`${key}=a&${key}=b`), `${key} twice`);
    }
  });

  it.skipIf(!allowedCaller(route) || !keys.includes('cursor'))(
    'refuses a tampered page cursor with 400: the page link is stale',
    async () => {
      const base = baseQueries[routeKey(route)] ?? {};
      expect(schema.safeParse(base).success, 'a query the route takes').toBe(true);
      const withCursor = (cursor: string) =>
        send(new URLSearchParams({ ...base, cursor }).toString());
      const expectStale = (response: ApiResponse, cursor: string) => {
        expectClearRefusal(response, `cursor=${cursor}`);
        expect(response.body.message).toBe(stalePageMessage);
      };
      await fc.assert(
        fc.asyncProperty(tamperedCursors, async (cursor) => {
          const response = await withCursor(cursor);
          // A well-formed key may lie inside the list (only a place in it), or the list's
          // owner may not exist (a 404, as without a cursor); anything else is a stale link.
          const wellFormed = isPageCursor(cursor);
          if (wellFormed && (response.status === 200 || response.status === 404)) return;
          expectStale(response, cursor);
        }),
        { numRuns: 40 },
      );
      const forged = await withCursor(elsewhere);
      if (forged.status !== 404) expectStale(forged, 'the keys of another list');
    },
  );
});

describe.each(paramRoutes.map((route) => [routeKey(route), route] as const))('%s', (_, route) => {
  const names = pathNames(route);
  const probes = probeParams(route);
  // A route with a body gets an empty one: the path is checked first, and {} names nothing.
  const body = route.body ? {} : undefined;

  it.skipIf(!allowedCaller(route))(
    'answers odd path parameters with a 4xx, never 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), oddValues, async (name, value) => {
          const params = { ...probes, [name]: value };
          const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) =>
            encodeURIComponent(params[key]!),
          );
          const response = await sendAs(tokens, route, { path, body });
          const seen = `${name}=${JSON.stringify(value)}`;
          expectNoServerError(response, seen);
          // A value the schema refuses is a clear 400, unless the router could not match the
          // path at all (an empty segment; a '..' the client folds into another path): 404, 405.
          const routerRefused = response.status === 404 || response.status === 405;
          if (route.params && !route.params.safeParse(params).success && !routerRefused) {
            expectClearRefusal(response, seen);
          }
        }),
        { numRuns: 30 },
      );
    },
  );
});
