import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { caregiverBasics, liveCaregiver, saveSection } from '../support/profiles.js';

const publicPage = (uid: string) => api('GET', `/api/profiles/${uid}`);

describe('car, country of origin and how long a caregiver wants to work (spec sections 3 and 9)', () => {
  it('are saved with their sections, kept in the own record and shown on the public CV', async () => {
    const nanny = await liveCaregiver('Thandiwe Zulu');
    await saveSection(nanny.idToken, 'basic-information', {
      ...caregiverBasics,
      fullname: 'Thandiwe Zulu',
      car: 'Yes',
      origin: 'Malawi',
    });
    await saveSection(nanny.idToken, 'roles', {
      positions: ['Nanny'],
      duration: 'Between 6 months and 12 months',
    });
    const me = await api('GET', '/api/me', { token: nanny.idToken });
    expect(me.body).toMatchObject({
      car: 'Yes',
      origin: 'Malawi',
      duration: 'Between 6 months and 12 months',
    });
    const page = await publicPage(nanny.uid);
    expect(page.body).toMatchObject({
      car: 'Yes',
      origin: 'Malawi',
      duration: 'Between 6 months and 12 months',
    });
  });

  it('refuses values outside the lists and changes nothing', async () => {
    const nanny = await liveCaregiver();
    const before = (await api('GET', '/api/me', { token: nanny.idToken })).body;
    const put = (path: string, body: object) =>
      api('PUT', `/api/profile/${path}`, {
        token: nanny.idToken,
        body: { ...body, version: before.version },
      });
    const basic = await put('basic-information', {
      ...caregiverBasics,
      car: 'Maybe',
      origin: 'Atlantis',
    });
    expect(basic.status).toBe(400);
    expect(basic.body.fields).toMatchObject({
      car: 'Choose Yes or No',
      origin: 'Choose a country from the list',
    });
    const roles = await put('roles', { positions: ['Nanny'], duration: 'Forever' });
    expect(roles.status).toBe(400);
    expect(roles.body.fields).toMatchObject({ duration: 'Choose a duration from the list' });
    const after = (await api('GET', '/api/me', { token: nanny.idToken })).body;
    expect(after.version).toBe(before.version);
    for (const field of ['car', 'origin', 'duration']) expect(after).not.toHaveProperty(field);
  });
});
