import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { registerVerified, uniqueEmail, register } from '../support/accounts.js';
import { users } from '../../lambdas/core/users/users.js';
import { jobForm, parentWithPackage, publishedJob } from '../support/jobs.js';
import { caregiverBasics, liveCaregiver, saveSection } from '../support/profiles.js';

const me = async (token: string) => (await api('GET', '/api/me', { token })).body;
const changeLocation = async (token: string, body: Record<string, unknown>) =>
  api('PUT', '/api/account/location', {
    token,
    body: { version: (await me(token)).version, ...body },
  });
const prices = async (token: string) => {
  const { body } = await api('GET', '/api/packages', { token });
  return {
    currency: body.currency,
    amounts: body.packages.map((p: { amountMinor: number; currency: string }) => [
      p.currency,
      p.amountMinor,
    ]),
  };
};
const searchUids = async (query: Record<string, string>) =>
  (
    await api<{ caregivers: { uid: string; region?: string; town?: string }[] }>(
      'GET',
      `/api/caregivers?${new URLSearchParams(query).toString()}`,
    )
  ).body.caregivers;

describe('a parent changes country (spec section 3, Location)', () => {
  it('moves to Kenya: location, phone code and currency follow, and packages are priced in KES', async () => {
    const parent = await registerVerified('parent');
    expect(await me(parent.idToken)).toMatchObject({ currently_in: 'Zambia', currency: 'ZMW' });

    const moved = await changeLocation(parent.idToken, { currently_in: 'Kenya' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = await me(parent.idToken);
    expect(after).toMatchObject({
      currently_in: 'Kenya',
      code: 'KE',
      phone_code: '+254',
      currency: 'KES',
    });
    expect(after.region).toBeUndefined();
    expect(after.town).toBeUndefined();
    expect(await prices(parent.idToken)).toEqual({
      currency: 'KES',
      amounts: [
        ['KES', 129_000],
        ['KES', 194_000],
        ['KES', 774_000],
      ],
    });
  });

  it('a country whose currency the price table lacks is priced in USD', async () => {
    const parent = await registerVerified('parent');
    const moved = await changeLocation(parent.idToken, {
      currently_in: 'Botswana',
      region: 'North-West',
      town: 'Maun',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await me(parent.idToken)).toMatchObject({
      currently_in: 'Botswana',
      phone_code: '+267',
      currency: 'USD',
      region: 'North-West',
      town: 'Maun',
    });
    expect((await prices(parent.idToken)).currency).toBe('USD');
  });

  it('refuses an unknown country or a stale version, and changes nothing', async () => {
    const parent = await registerVerified('parent');
    const before = await me(parent.idToken);
    const unknown = await changeLocation(parent.idToken, { currently_in: 'Atlantis' });
    expect(unknown.status).toBe(400);
    const badRegion = await changeLocation(parent.idToken, {
      currently_in: 'Zambia',
      region: 'Atlantis',
    });
    expect(badRegion.status).toBe(400);
    const stale = await api('PUT', '/api/account/location', {
      token: parent.idToken,
      body: { version: before.version + 5, currently_in: 'Kenya' },
    });
    expect(stale.status).toBe(409);
    expect(await me(parent.idToken)).toEqual(before);
  });
});

describe('a change of country clears region and town', () => {
  it('a caregiver moved from Lusaka to Tanzania is no longer in Lusaka, nor found there', async () => {
    const nanny = await liveCaregiver('Moving Nanny', {
      basics: { region: 'Lusaka', town: 'Lusaka' },
      roles: { positions: ['Governess'] },
    });
    const inLusaka = { position: 'Governess', country: 'Zambia', region: 'Lusaka' };
    expect((await searchUids(inLusaka)).map((c) => c.uid)).toContain(nanny.uid);

    // What the profile form sends after the country changes: region and town left empty.
    const { region: _region, town: _town, ...basics } = caregiverBasics;
    await saveSection(nanny.idToken, 'basic-information', {
      ...basics,
      fullname: 'Moving Nanny',
      currently_in: 'Tanzania',
    });

    const after = await me(nanny.idToken);
    expect(after).toMatchObject({ currently_in: 'Tanzania', currency: 'TZS' });
    expect(after.region).toBeUndefined();
    expect(after.town).toBeUndefined();
    expect((await searchUids(inLusaka)).map((c) => c.uid)).not.toContain(nanny.uid);
    const tanzaniaLusaka = { position: 'Governess', country: 'Tanzania', region: 'Lusaka' };
    expect((await searchUids(tanzaniaLusaka)).map((c) => c.uid)).not.toContain(nanny.uid);
    const card = (await searchUids({ position: 'Governess', country: 'Tanzania' })).find(
      (c) => c.uid === nanny.uid,
    );
    expect(card).toBeDefined();
    expect(card?.region).toBeUndefined();
    expect(card?.town).toBeUndefined();
  });

  it('a job moved to another country loses its old region and town', async () => {
    const parent = await parentWithPackage();
    const region = `Region ${randomUUID().slice(0, 8)}`;
    const id = await publishedJob(parent.idToken, {
      currently_in: 'Botswana',
      region,
      town: 'Maun',
    });
    // The job form after the country changed: no region, no town.
    const { region: _r, town: _t, ...form } = jobForm({ currently_in: 'Kenya' });
    const saved = await api('PUT', `/api/jobs/${id}`, { token: parent.idToken, body: form });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const job = (await api('GET', `/api/jobs/${id}`)).body;
    expect(job.currently_in).toBe('Kenya');
    expect(job.region).toBeUndefined();
    expect(job.town).toBeUndefined();
    const totals = (await api('GET', '/api/job-totals')).body;
    expect(totals.regions.some((r: { region: string }) => r.region === region)).toBe(false);
  });
});

describe("the visitor's country (CloudFront's viewer country; a setting locally)", () => {
  it('a new account is where the visit comes from (Zambia here), or where the visitor said', async () => {
    const located = await registerVerified('parent');
    expect(await me(located.idToken)).toMatchObject({
      currently_in: 'Zambia',
      code: 'ZM',
      phone_code: '+260',
      currency: 'ZMW',
    });
    // Where CloudFront cannot tell, the registration form asks, and sends the answer.
    const email = uniqueEmail('chose-botswana');
    const registered = await register({ email, country: 'BW' });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const user = await users.require(String(registered.body.uid));
    expect(user).toMatchObject({
      currently_in: 'Botswana',
      code: 'BW',
      phone_code: '+267',
      currency: 'USD',
    });
    expect(user.region).toBeUndefined();
    const refused = await api('POST', '/api/auth/register', {
      body: {
        user_type: 'parent',
        terms: true,
        source: 'google',
        email: uniqueEmail('no-country'),
        password: 'Passw0rd-test',
        country: 'Kenya',
      },
    });
    expect(refused.status).toBe(400);
  });

  it('answers the country the local stand-in for CloudFront gives: Zambia unless set', async () => {
    const answer = await api('GET', '/api/visitor-country');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ country: 'ZM' });
  });
});
