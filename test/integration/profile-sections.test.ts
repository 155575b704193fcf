import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { demoCaregivers } from '../../infra/local/seed/people.js';
import { registerVerified } from '../support/accounts.js';

const basic = {
  fullname: 'Chipo Banda',
  phone: '971234567',
  currently_in: 'Zambia',
  region: 'Cooperbelt',
  town: 'Kitwe',
  languages: ['English', 'bemba'],
  dob: '1995-04-12',
  radioValue: 0,
};

describe('saving profile sections', () => {
  it('marks each section done, derives location facts and keeps incomplete until uploads', async () => {
    const nanny = await registerVerified('childcarer');
    const put = (path: string, body: object) =>
      api('PUT', `/api/profile/${path}`, { token: nanny.idToken, body });

    const first = await put('basic-information', { ...basic, version: 1 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      phone_code: '+260',
      currency: 'ZMW',
      code: 'ZM',
      version: 2,
    });
    expect(first.body.dob).toBe(Date.parse('1995-04-12'));
    await put('roles', {
      version: 2,
      positions: ['Nanny', 'Babysitter'],
      live_in_out: 'Live out',
      start_date: '2027-01-10',
    });
    const last = await put('personal-description', {
      version: 3,
      info: 'I have cared for toddlers for six years.',
    });
    expect(last.body).toMatchObject({
      status: { basic_information: true, roles: true, personal_description: true, uploads: false },
      isCompelete: false,
      live: false,
      version: 4,
    });
    const me = await api('GET', '/api/me', { token: nanny.idToken });
    expect(me.body).toMatchObject({
      fullname: 'Chipo Banda',
      town: 'Kitwe',
      positions: ['Nanny', 'Babysitter'],
    });
  });

  it('refuses a stale version with a clear message and changes nothing', async () => {
    const cook = await registerVerified('cook');
    await api('PUT', '/api/profile/basic-information', {
      token: cook.idToken,
      body: { ...basic, version: 1 },
    });
    const stale = await api('PUT', '/api/profile/basic-information', {
      token: cook.idToken,
      body: { ...basic, fullname: 'Overwritten', version: 1 },
    });
    expect(stale).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/changed elsewhere/) },
    });
    expect((await api('GET', '/api/me', { token: cook.idToken })).body).toMatchObject({
      fullname: 'Chipo Banda',
      version: 2,
    });
  });

  it('refuses places outside the reference data and fields that are not the caller to set', async () => {
    const nanny = await registerVerified('childcarer');
    const put = (body: object) =>
      api('PUT', '/api/profile/basic-information', { token: nanny.idToken, body });
    expect((await put({ ...basic, version: 1, region: 'Atlantis' })).body.fields).toHaveProperty(
      'region',
    );
    expect((await put({ ...basic, version: 1, town: 'Lusaka' })).body.fields).toHaveProperty(
      'town',
    );
    expect((await put({ ...basic, version: 1, currently_in: 'Narnia' })).status).toBe(400);
    expect((await put({ ...basic, version: 1, live: true })).body.fields).toHaveProperty('live');
    expect((await put({ ...basic, version: 1, isCompelete: true })).status).toBe(400);
    expect((await api('GET', '/api/me', { token: nanny.idToken })).body).toMatchObject({
      version: 1,
      live: false,
    });
  });

  it('follows the chosen country for phone code and currency', async () => {
    const nanny = await registerVerified('childcarer');
    const saved = await api('PUT', '/api/profile/basic-information', {
      token: nanny.idToken,
      body: { ...basic, version: 1, currently_in: 'Kenya', region: 'Nairobi', town: undefined },
    });
    expect(saved.body).toMatchObject({
      currently_in: 'Kenya',
      phone_code: '+254',
      currency: 'KES',
      code: 'KE',
    });
  });

  it('gives institutions only the basic information section', async () => {
    const institution = await registerVerified('institution');
    const saved = await api('PUT', '/api/profile/basic-information', {
      token: institution.idToken,
      body: { ...basic, fullname: 'Kitwe Care College', version: 1 },
    });
    expect(saved.body.status).toMatchObject({ basic_information: true });
    const roles = await api('PUT', '/api/profile/roles', {
      token: institution.idToken,
      body: { version: 2, positions: ['Nanny'] },
    });
    expect(roles.status).toBe(403);
  });
});

describe('unique usernames (spec section 5)', () => {
  const saveUsername = (token: string, username: string, version: number) =>
    api('PUT', '/api/profile/basic-information', { token, body: { ...basic, username, version } });

  it('gives a name to one of two concurrent savers and a suffixed name to the other', async () => {
    const [a, b] = await Promise.all([registerVerified('childcarer'), registerVerified('cook')]);
    const wanted = `nanny${Date.now() % 100000}`;
    const [first, second] = await Promise.all([
      saveUsername(a.idToken, wanted, 1),
      saveUsername(b.idToken, wanted, 1),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const names = [first.body.username, second.body.username].sort();
    expect(names).toContain(wanted);
    const other = names.find((name) => name !== wanted)!;
    expect(other).toMatch(new RegExp(`^${wanted}[0-9a-f]{4}$`));
  });

  it('keeps a user’s own name on a later save and refuses a demo caregiver’s name', async () => {
    const nanny = await registerVerified('childcarer');
    const wanted = `keeper${Date.now() % 100000}`;
    expect((await saveUsername(nanny.idToken, wanted, 1)).body.username).toBe(wanted);
    expect((await saveUsername(nanny.idToken, wanted.toUpperCase(), 2)).body.username).toBe(wanted);
    const other = await registerVerified('childcarer');
    const demoName = demoCaregivers(0)[0]!.username;
    const taken = await saveUsername(other.idToken, demoName, 1);
    expect(taken.body.username).toMatch(new RegExp(`^${demoName}[0-9a-f]{4}$`));
  });
});
