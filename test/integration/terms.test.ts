import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { currentTerms } from '../../lambdas/core/reference/terms.js';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { socialUser } from '../support/social-user.js';

/** Which version of the terms each person accepted, and when. */
const me = async (token: string) => (await api('GET', '/api/me', { token })).body;
const acceptTerms = (token: string, version: number) =>
  api('PUT', '/api/account/terms', { token, body: { version } });

describe('the terms each person accepted', () => {
  it('registration keeps the version accepted and when; the data export returns it', async () => {
    const before = Date.now();
    const parent = await registerVerified('parent');
    const record = await me(parent.idToken);
    expect(record.termsVersion).toBe(currentTerms.version);
    expect(record.termsAccepted).toEqual([
      { version: currentTerms.version, at: expect.any(Number) },
    ]);
    expect(record.termsAccepted[0].at).toBeGreaterThanOrEqual(before);
    expect(record.termsAccepted[0].at).toBeLessThanOrEqual(Date.now());

    const exported = await api('GET', '/api/account/export', { token: parent.idToken });
    expect(exported.body.account).toMatchObject({
      termsVersion: currentTerms.version,
      termsAccepted: record.termsAccepted,
    });
  });

  it('a social sign-up accepts them when it chooses its type, and cannot skip them', async () => {
    const user = await socialUser();
    const without = await api('POST', '/api/account/user-type', {
      token: user.idToken,
      body: { user_type: 'parent' },
    });
    expect(without.status).toBe(400);
    expect(without.body.fields.terms).toBe('must agree to the terms and conditions to register');
    expect((await api('GET', '/api/me', { token: user.idToken })).status).toBe(404);

    const chosen = await api('POST', '/api/account/user-type', {
      token: user.idToken,
      body: { user_type: 'parent', terms: true },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(await me(user.idToken)).toMatchObject({
      termsVersion: currentTerms.version,
      termsAccepted: [{ version: currentTerms.version, at: expect.any(Number) }],
    });
  });

  it('a new version is accepted once, added to the earlier ones; an old one is refused', async () => {
    const nanny = await registerVerified('childcarer');
    // As if they had accepted the version before this one, a year ago.
    const earlier = { version: currentTerms.version - 1, at: Date.now() - 365 * 86_400_000 };
    await db()
      .entities.user.patch({ uid: nanny.uid })
      .set({ termsVersion: earlier.version, termsAccepted: [earlier] })
      .go();

    const stale = await acceptTerms(nanny.idToken, currentTerms.version - 1);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'These terms have been replaced. Please read the new version and accept it.',
    );
    expect(await me(nanny.idToken)).toMatchObject({
      termsVersion: earlier.version,
      termsAccepted: [earlier],
    });

    const [first, second] = await Promise.all([
      acceptTerms(nanny.idToken, currentTerms.version),
      acceptTerms(nanny.idToken, currentTerms.version),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.message).toBe('Thank you. You have accepted the terms of use.');
    const record = await me(nanny.idToken);
    expect(record.termsVersion).toBe(currentTerms.version);
    expect(record.termsAccepted).toEqual([
      earlier,
      { version: currentTerms.version, at: expect.any(Number) },
    ]);
    expect((await acceptTerms(nanny.idToken, currentTerms.version + 1)).status).toBe(409);
    expect((await api('PUT', '/api/account/terms', { body: { version: 1 } })).status).toBe(401);
  });
});
