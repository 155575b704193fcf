import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../../lambdas/core/db/service.js';
import { addMonths } from '../../lambdas/core/payments/settle.js';
import { featuredEnd } from '../../lambdas/core/search/featured-end.entity.js';
import { handler } from '../../lambdas/events/featured-expiry.js';
import { runAsUnit } from '../../lambdas/ports/call-log.js';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { buyAndPay } from '../support/checkout.js';
import { liveCaregiver } from '../support/profiles.js';

/** One run of the scheduled consumer, as the stack runs it (its calls recorded as its own). */
const featuredExpiry = () => runAsUnit('featured-expiry', () => handler());

const DAY = 86_400_000;
const SLACK = 60_000;

/** A place of the test's own, so other tests' caregivers stay out of its results. */
const ownRegion = () => ({
  basics: {
    currently_in: 'Botswana',
    region: `Featured ${randomUUID().slice(0, 8)}`,
    town: 'Maun',
  },
});

const search = async (region: string) =>
  (
    await api<{ caregivers: { uid: string }[] }>(
      'GET',
      `/api/caregivers?${new URLSearchParams({ country: 'Botswana', region }).toString()}`,
    )
  ).body.caregivers.map((c) => c.uid);

const featuredList = async (country?: string) => {
  const res = await api<{ caregivers: { uid: string; featured: number }[] }>(
    'GET',
    `/api/caregivers/featured${country ? `?country=${country}` : ''}`,
  );
  expect(res.status).toBe(200);
  return res.body.caregivers;
};

/** Moves a placement's end to the past, as the passing of its week would. */
async function endPlacement(uid: string) {
  const user = (await db().entities.user.get({ uid }).go()).data!;
  const ended = Date.now() - 1_000;
  await db().entities.featuredEnd.delete(featuredEnd(uid, user.featured!)).go();
  await db().entities.user.patch({ uid }).set({ featured: ended }).go();
  await db().entities.featuredEnd.put(featuredEnd(uid, ended)).go();
}

describe('featured placement', () => {
  it('lists the caregiver as featured, first in search, until the scheduled expiry after its end', async () => {
    const where = ownRegion();
    const buyer = await liveCaregiver('Featured Week', where);
    const newer = await liveCaregiver('Newer Plain', where);
    const region = where.basics.region;
    expect(await search(region)).toEqual([newer.uid, buyer.uid]);

    const before = Date.now();
    expect((await buyAndPay(buyer, 'featured-1w')).status).toBe('COMPLETED');
    expect(await search(region)).toEqual([buyer.uid, newer.uid]);
    const listed = (await featuredList('Botswana')).find((c) => c.uid === buyer.uid);
    expect(listed?.featured).toBeGreaterThan(before + 7 * DAY - SLACK);
    expect((await featuredList('Botswana')).map((c) => c.uid)).not.toContain(newer.uid);
    const packages = await api('GET', '/api/packages', { token: buyer.idToken });
    expect(packages.body.featured).toBe(listed!.featured);

    // A month bought next extends from the current end (a second trial week is not for sale).
    const end = listed!.featured;
    await buyAndPay(buyer, 'featured-1m');
    expect((await db().entities.user.get({ uid: buyer.uid }).go()).data!.featured).toBe(
      addMonths(end, 1),
    );

    // The schedule leaves running placements alone.
    await featuredExpiry();
    expect(await search(region)).toEqual([buyer.uid, newer.uid]);

    await endPlacement(buyer.uid);
    // Until the scheduled job runs, the card still ranks first; then it takes its normal place.
    await featuredExpiry();
    expect(await search(region)).toEqual([newer.uid, buyer.uid]);
    expect((await featuredList('Botswana')).map((c) => c.uid)).not.toContain(buyer.uid);
    const ends = await db().entities.featuredEnd.query.byEnd({}).go({ pages: 'all' });
    expect(ends.data.map((e) => e.uid)).not.toContain(buyer.uid);
  });

  it('shows at most 15 featured caregivers', async () => {
    const featured = await featuredList();
    expect(featured.length).toBeLessThanOrEqual(15);
    const bad = await api('GET', '/api/caregivers/featured?region=x');
    expect(bad.status).toBe(400);
  });
});

describe('a package’s end', () => {
  it('brings the free limit back, and a new package runs from now', async () => {
    const parent = await registerVerified('parent');
    const nannies = await Promise.all(
      ['Expiry One', 'Expiry Two', 'Expiry Three'].map((name) => liveCaregiver(name)),
    );
    await buyAndPay(parent, 'parent-1m');
    // Every free contact spent (above any limit an admin can set): only the package counts.
    await db()
      .entities.freeUse.upsert({ uid: parent.uid, kind: 'contacts' })
      .set({ used: 1000 })
      .go();
    const contact = (uid: string) =>
      api('POST', `/api/caregivers/${uid}/contact`, {
        token: parent.idToken,
        body: { message: '' },
      });
    expect((await contact(nannies[0]!.uid)).status).toBe(200);

    // A month later: the package has ended.
    await db()
      .entities.entitlement.patch({ uid: parent.uid, kind: 'parent' })
      .set({ until: Date.now() - 1_000 })
      .go();
    expect((await api('GET', '/api/packages', { token: parent.idToken })).body.until).toBeNull();
    const refused = await contact(nannies[1]!.uid);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/free contacts/);

    const before = Date.now();
    await buyAndPay(parent, 'parent-1m');
    const until = (await api('GET', '/api/packages', { token: parent.idToken })).body.until;
    expect(until).toBeGreaterThanOrEqual(addMonths(before, 1));
    expect(until).toBeLessThan(addMonths(before, 1) + SLACK);
    expect((await contact(nannies[1]!.uid)).status).toBe(200);
    expect((await contact(nannies[2]!.uid)).status).toBe(200);
  });
});
