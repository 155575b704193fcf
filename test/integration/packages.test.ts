import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { entitlements } from '../../lambdas/core/payments/entitlements.js';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { caregiverBasics, saveSection } from '../support/profiles.js';

const packages = (token: string) => api('GET', '/api/packages', { token });
const ids = (body: Record<string, any>) => body.packages.map((p: { id: string }) => p.id);
const caregiverIds = [
  'caregiver-1m',
  'caregiver-3m',
  'caregiver-12m',
  'featured-1w',
  'featured-1m',
  'featured-3m',
  'featured-12m',
  'personality-test',
];

describe('GET /api/packages', () => {
  it('gives a parent in Zambia (the default location) the three parent packages in ZMW', async () => {
    const parent = await registerVerified('parent');
    const answer = await packages(parent.idToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      currency: 'ZMW',
      until: null,
      featured: null,
      packages: [
        {
          id: 'parent-1m',
          kind: 'parent',
          title: 'Standard, 1 month',
          gives: 'Contact caregivers and publish jobs without limit for 1 month.',
          currency: 'ZMW',
          amountMinor: 25_000,
          usd: 10,
        },
        {
          id: 'parent-3m',
          kind: 'parent',
          title: 'Professional, 3 months',
          gives: 'Contact caregivers and publish jobs without limit for 3 months.',
          currency: 'ZMW',
          amountMinor: 37_500,
          usd: 15,
        },
        {
          id: 'parent-12m',
          kind: 'parent',
          title: 'Ultimate, 12 months',
          gives: 'Contact caregivers and publish jobs without limit for 12 months.',
          currency: 'ZMW',
          amountMinor: 150_000,
          usd: 60,
        },
      ],
    });
  });

  it('gives caregivers and cooks the caregiver packages and featured periods', async () => {
    for (const userType of ['childcarer', 'cook'] as const) {
      const caregiver = await registerVerified(userType);
      const answer = await packages(caregiver.idToken);
      expect(answer.status).toBe(200);
      expect(ids(answer.body)).toEqual(caregiverIds);
      expect(answer.body.packages[0]).toMatchObject({ currency: 'ZMW', amountMinor: 12_500 });
      expect(answer.body.packages[3]).toMatchObject({
        kind: 'featured',
        title: 'Featured, 1 week',
        amountMinor: 7_500,
        usd: 3,
      });
    }
  });

  it('follows the country saved in the profile, and falls back to USD outside the table', async () => {
    const nanny = await registerVerified('childcarer');
    await saveSection(nanny.idToken, 'basic-information', {
      ...caregiverBasics,
      currently_in: 'Kenya',
      region: 'Nairobi',
      town: undefined,
    });
    const kenya = await packages(nanny.idToken);
    expect(kenya.body.currency).toBe('KES');
    // USD 5 at 129 shillings, rounded to 10: KES 650, in cents.
    expect(kenya.body.packages[0]).toMatchObject({ currency: 'KES', amountMinor: 65_000 });

    await db().entities.user.patch({ uid: nanny.uid }).set({ currency: 'EUR' }).go();
    const elsewhere = await packages(nanny.idToken);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.currency).toBe('USD');
    expect(ids(elsewhere.body)).toEqual(caregiverIds);
    expect(elsewhere.body.packages.map((p: { amountMinor: number }) => p.amountMinor)).toEqual([
      500, 1500, 6000, 300, 2000, 5000, 15000, 4,
    ]);
    expect(elsewhere.body.packages.every((p: { currency: string }) => p.currency === 'USD')).toBe(
      true,
    );
  });

  it('tells when the running package ends, and not once it has ended', async () => {
    const parent = await registerVerified('parent');
    const until = Date.now() + 30 * 24 * 3600_000;
    await entitlements.grant(parent.uid, 'parent', until);
    expect((await packages(parent.idToken)).body.until).toBe(until);

    const nanny = await registerVerified('childcarer');
    await entitlements.grant(nanny.uid, 'caregiver', Date.now() - 1000);
    expect((await packages(nanny.idToken)).body.until).toBeNull();
  });

  it('refuses institutions and signed-out callers', async () => {
    const institution = await registerVerified('institution');
    expect((await packages(institution.idToken)).status).toBe(403);
    expect((await api('GET', '/api/packages')).status).toBe(401);
  });
});
