import { describe, expect, it } from 'vitest';
import type { UserType } from '../../lambdas/core/actor.js';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { caregiverBasics, realPdf, upload } from '../support/profiles.js';

type Step = 'basic' | 'hiddenBasic' | 'roles' | 'description' | 'cv';

const bodies: Record<Exclude<Step, 'cv'>, [path: string, body: object]> = {
  basic: ['basic-information', caregiverBasics],
  hiddenBasic: ['basic-information', { ...caregiverBasics, radioValue: 1 }],
  roles: ['roles', { positions: ['Nanny'] }],
  description: ['personal-description', { info: 'Twelve years of caring for families.' }],
};

/** Saves each step as the SPA does (with the version it read) and returns the final record. */
async function walk(token: string, steps: Step[]) {
  let record: Record<string, unknown> = (await api('GET', '/api/me', { token })).body;
  for (const step of steps) {
    if (step === 'cv') {
      record = (await upload(token, 'cv', realPdf, 'cv.pdf')).body;
      continue;
    }
    const [path, body] = bodies[step];
    const saved = await api('PUT', `/api/profile/${path}`, {
      token,
      body: { ...body, version: record.version },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    record = saved.body;
  }
  return record;
}

/** Spec section 4, case by case: [user type, steps saved, isCompelete, live]. */
const cases: [UserType, Step[], boolean, boolean][] = [
  ['childcarer', ['basic', 'roles', 'description'], false, false],
  ['childcarer', ['basic', 'description', 'cv'], false, false],
  ['childcarer', ['basic', 'roles', 'description', 'cv'], true, true],
  ['childcarer', ['hiddenBasic', 'roles', 'description', 'cv'], true, false],
  ['cook', ['basic', 'description', 'cv'], true, true],
  ['cook', ['basic', 'cv'], false, false],
  ['institution', ['basic'], false, false],
  ['institution', ['basic', 'cv'], true, true],
  ['institution', ['hiddenBasic', 'cv'], true, false],
];

describe('profile completeness on every save (spec section 4)', () => {
  it.each(cases)(
    '%s after %j: isCompelete %s, live %s',
    async (userType, steps, complete, live) => {
      const user = await registerVerified(userType);
      const record = await walk(user.idToken, steps);
      expect(record).toMatchObject({ isCompelete: complete, live });
      const page = await api('GET', `/api/profiles/${user.uid}`);
      expect(page.status).toBe(live ? 200 : 404);
    },
  );

  it('gives parents no profile sections', async () => {
    const parent = await registerVerified('parent');
    const saved = await api('PUT', '/api/profile/basic-information', {
      token: parent.idToken,
      body: { ...caregiverBasics, version: 1 },
    });
    expect(saved.status).toBe(403);
    expect((await api('GET', '/api/me', { token: parent.idToken })).body).toMatchObject({
      isCompelete: false,
      live: false,
    });
  });

  it('lets institutions skip roles and description, which they cannot save', async () => {
    const institution = await registerVerified('institution');
    const roles = await api('PUT', '/api/profile/roles', {
      token: institution.idToken,
      body: { positions: ['Nanny'], version: 1 },
    });
    expect(roles.status).toBe(403);
  });
});
