import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import { registerVerified, type Tokens } from '../support/accounts.js';
import { api } from '../support/api.js';
import { jobForm } from '../support/jobs.js';
import { caregiverBasics } from '../support/profiles.js';
import { allowedCaller, concretePath, signInPersonas, type PersonaName } from './personas.js';

/**
 * Mass assignment: no writable route takes a field the caller may not set. Generated
 * from the route table (a new route is covered by being declared): every body route refuses
 * each forbidden field as an unknown field (400), unless its schema declares that field on
 * purpose (listed below with why and proven to take only allowed values). Then valid bodies of
 * the most sensitive writes, plus each forbidden field, are refused and change nothing.
 */
/** The fields an answer names as unknown ("Unknown field: a, b" under the key "a, b"). */
const unknownFields = (body: Record<string, any>): string[] =>
  Object.values((body.fields ?? {}) as Record<string, string>)
    .filter((text) => text.startsWith('Unknown field: '))
    .flatMap((text) => text.slice('Unknown field: '.length).split(', '));

const FORBIDDEN = ['user_type', 'verified', 'featured', 'paid', 'live', 'Ratings', 'status'];

/** Routes whose body declares one of them, on purpose. */
const DECLARED: Record<string, { fields: string[]; why: string }> = {
  'POST /api/auth/register': { fields: ['user_type'], why: 'the four user types only' },
  'POST /api/auth/phone/register': { fields: ['user_type'], why: 'the four user types only' },
  'POST /api/account/user-type': { fields: ['user_type'], why: 'once, the four types only' },
  'PUT /api/jobs/{id}/applications/{uid}': { fields: ['status'], why: "the parent's decision" },
  'PUT /api/jobs/{id}/offers/{uid}': { fields: ['status'], why: "the caregiver's answer" },
  'POST /api/traffic/page-view': { fields: ['user_type'], why: 'a counter label, grants nothing' },
};

let tokens: Record<PersonaName, Tokens>;
beforeAll(async () => {
  tokens = await signInPersonas();
});

const bodyRoutes = routeList.filter((route) => route.body);

describe.each(bodyRoutes.map((route) => [routeKey(route), route] as const))('%s', (key, route) => {
  const declared = DECLARED[key]?.fields ?? [];
  const refused = FORBIDDEN.filter((field) => !declared.includes(field));

  it('its schema refuses every forbidden field it does not declare', () => {
    const result = route.body!.safeParse(Object.fromEntries(FORBIDDEN.map((f) => [f, true])));
    expect(result.success).toBe(false);
    const unknown = result.success
      ? []
      : result.error.issues.flatMap((issue) =>
          issue.code === 'unrecognized_keys' ? issue.keys : [],
        );
    expect(unknown.sort()).toEqual([...refused].sort());
  });

  const caller = allowedCaller(route);
  it.skipIf(!caller)('the API names each of them as an unknown field (400)', async () => {
    const token = caller && caller !== 'anonymous' ? tokens[caller].idToken : undefined;
    const body = Object.fromEntries(refused.map((field) => [field, true]));
    const answer = await api(route.method, concretePath(route), { token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    for (const field of refused)
      expect(unknownFields(answer.body), JSON.stringify(answer.body)).toContain(field);
  });
});

describe('declared on purpose: only allowed values', () => {
  it('user_type can never name an admin role', async () => {
    for (const user_type of ['admin', 'super_admin', 'verified', 'accredited']) {
      const registered = await api('POST', '/api/auth/register', {
        body: {
          user_type,
          terms: true,
          email: `ma-${user_type}@example.test`,
          password: 'Passw0rd-test',
        },
      });
      expect(registered.status).toBe(400);
      const chosen = await api('POST', '/api/account/user-type', {
        token: tokens.parent.idToken,
        body: { user_type, terms: true },
      });
      expect(chosen.status).toBe(400);
    }
  });
});

describe('valid bodies plus a forbidden field: 400 and nothing changed', () => {
  it('profile, job, meal order, post, preferences and cart', async () => {
    const [nanny, parent] = await Promise.all([
      registerVerified('childcarer'),
      registerVerified('parent'),
    ]);
    const writes: [string, string, string, Record<string, unknown>][] = [
      [nanny.idToken, 'PUT', '/api/profile/basic-information', { ...caregiverBasics, version: 1 }],
      [nanny.idToken, 'PUT', '/api/account/preferences', { send_emails: true }],
      [parent.idToken, 'POST', '/api/jobs', jobForm()],
      [parent.idToken, 'POST', '/api/posts', { title: 'Hello', info: 'A valid post body' }],
      [parent.idToken, 'POST', '/api/cart/items', { package_id: 'parent-1m', qty: 1 }],
    ];
    const state = async () =>
      JSON.stringify(
        await Promise.all(
          [nanny, parent].flatMap((who) =>
            ['/api/me', '/api/cart', '/api/my/posts'].map(
              async (path) => (await api('GET', path, { token: who.idToken })).body,
            ),
          ),
        ),
      );
    const myJobs = async () => (await api('GET', '/api/my/jobs', { token: parent.idToken })).body;
    const before = [await state(), JSON.stringify(await myJobs())];
    for (const [token, method, path, body] of writes) {
      for (const field of FORBIDDEN) {
        const answer = await api(method, path, { token, body: { ...body, [field]: true } });
        expect(answer.status, `${method} ${path} + ${field}`).toBe(400);
        expect(unknownFields(answer.body), JSON.stringify(answer.body)).toContain(field);
      }
    }
    expect([await state(), JSON.stringify(await myJobs())]).toEqual(before);
  });
});
