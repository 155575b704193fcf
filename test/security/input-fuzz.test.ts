import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { routeKey, type RouteDef } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import type { Tokens } from '../support/accounts.js';
import { api } from '../support/api.js';
import { expectClearRefusal, sendAs } from './fuzz-requests.js';
import { allowedCaller, signInPersonas, type PersonaName } from './personas.js';

/**
 * Generated from the route table: random bodies thrown at every route with a body schema, as
 * a caller the route lets through. Whatever the schema refuses must be a 400 with a clear
 * message, never a 5xx. Bodies the schema would accept are never sent (no side effects).
 * Query strings and path parameters: input-fuzz-url.test.ts.
 */
const bodyRoutes = routeList.filter((route) => route.body);
let tokens: Record<PersonaName, Tokens>;

beforeAll(async () => {
  tokens = await signInPersonas();
});

const send = (route: RouteDef, options: { body?: unknown; rawBody?: string }) =>
  sendAs(tokens, route, options);

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

const keysOf = (schema: z.ZodType): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** Values that look right for some fields of this API, mixed with anything at all. */
const plausible = fc.constantFrom(
  '',
  ' ',
  'a',
  'x@y',
  'someone@example.test',
  'parent',
  'admin',
  'verifyEmail',
  'Passw0rd-test',
  'short',
  'a'.repeat(300),
  '<script>alert(1)</script>',
  "' OR '1'='1",
  'ABCDEFGHIJKLMNOPQRSTUVWX',
);
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), plausible);
const forbiddenKeys = fc.constantFrom('verified', 'paid', 'live', 'user_type', 'uid', 'groups');

/** JSON bodies: any JSON, random keys, the schema's own keys with wrong or random values. */
function jsonBodies(schema: z.ZodType) {
  const keys = keysOf(schema);
  const ownKeys = keys.length
    ? fc.record(Object.fromEntries(keys.map((key) => [key, anyValue])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.string(), anyValue, { maxKeys: 5 }),
    ownKeys,
    fc
      .tuple(ownKeys, fc.dictionary(fc.oneof(forbiddenKeys, fc.string()), anyValue, { minKeys: 1 }))
      .map(([own, extra]) => ({ ...own, ...extra })),
  );
}

/** Raw request bodies, mostly not JSON at all. */
const rawBodies = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom('', ' ', '{', '{"email":', '[1,', "{'a':1}", 'undefined', 'NaN', 'null null'),
  fc.jsonValue().map((value) => `${JSON.stringify(value)}}`),
);

describe.each(bodyRoutes.map((route) => [routeKey(route), route] as const))('%s', (_, route) => {
  const schema = route.body!;

  it.skipIf(!allowedCaller(route))(
    'refuses random JSON bodies with 400 and a clear message',
    async () => {
      await fc.assert(
        fc.asyncProperty(jsonBodies(schema), async (value) => {
          fc.pre(!schema.safeParse(value).success);
          expectClearRefusal(await send(route, { body: value }), JSON.stringify(value));
        }),
        { numRuns: 30 },
      );
    },
  );

  it.skipIf(!allowedCaller(route))('refuses raw non-JSON bodies with 400, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(rawBodies, async (raw) => {
        const parsed = parseJson(raw);
        fc.pre(!parsed.ok || !schema.safeParse(parsed.value).success);
        expectClearRefusal(await send(route, { rawBody: raw }), JSON.stringify(raw));
      }),
      { numRuns: 15 },
    );
  });

  it.skipIf(!allowedCaller(route))(
    'names unknown fields (verified, paid, live) as refused',
    async () => {
      const response = await send(route, { body: { verified: true, paid: true, live: true } });
      expectClearRefusal(response, 'verified, paid, live');
      const fields = Object.values((response.body.fields ?? {}) as Record<string, string>);
      expect(fields.join(' | ')).toMatch(/Unknown field: .*verified/);
    },
  );

  it.skipIf(!allowedCaller(route))('refuses a deeply nested body with 400', async () => {
    const rawBody = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expectClearRefusal(await send(route, { rawBody }), 'nested arrays 5000 deep');
  });
});

describe('strict bodies', () => {
  it('refuses POST /api/auth/register with an extra field verified: true', async () => {
    const { status, body } = await api('POST', '/api/auth/register', {
      body: {
        user_type: 'parent',
        terms: false,
        email: 'strict-body-probe@example.test',
        password: 'Passw0rd-test',
        verified: true,
      },
    });
    expect(status).toBe(400);
    expect(body.fields?.verified).toBe('Unknown field: verified');
  });

  it('refuses a body over 1 MB without a 5xx', async () => {
    const rawBody = JSON.stringify({ message: 'x'.repeat(1_100_000) });
    const { status } = await api('POST', '/api/contact', { rawBody });
    expect(status).toBe(413);
  });
});
