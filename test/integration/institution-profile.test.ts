import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { registerVerified } from '../support/accounts.js';
import { caregiverBasics, realPdf, realPng, saveSection, upload } from '../support/profiles.js';

/**
 * An institution describes itself (docs/decisions/profiles.md): description, services from the
 * service categories, a contact person and a logo, saved with its basic information and shown on
 * its public page, without its e-mail, phone or address.
 */
const institutionBasics = {
  fullname: 'Kitwe Care Academy',
  phone: '212000111',
  currently_in: 'Zambia',
  region: 'Cooperbelt',
  town: 'Kitwe',
  address: '4 Academy Road',
  radioValue: 0,
};
const about = {
  info: 'We train nannies and elderly carers, and place our graduates with families.',
  services: ['Nanny', 'Elderly Caregiver', 'Patient Meals'],
  contact_person: 'Grace Mwansa',
};

const publicPage = (uid: string) => api('GET', `/api/profiles/${uid}`);
const me = async (token: string) => (await api('GET', '/api/me', { token })).body;

describe('an institution’s profile', () => {
  it('is saved with the basic information and shown publicly, logo included', async () => {
    const institution = await registerVerified('institution');
    const saved = await saveSection(institution.idToken, 'basic-information', {
      ...institutionBasics,
      ...about,
    });
    expect(saved).toMatchObject(about);
    await upload(institution.idToken, 'cv', realPdf, 'academy.pdf');
    const logo = await upload(institution.idToken, 'photo', realPng, 'logo.png', {
      contentType: 'image/png',
    });
    expect(logo.status).toBe(200);

    const page = await publicPage(institution.uid);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ user_type: 'institution', fullname: 'Kitwe Care Academy' });
    expect(page.body).toMatchObject(about);
    // The logo went through the photo pipeline: re-encoded, served from the public link.
    const served = await fetch(String(page.body.photo));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const text = JSON.stringify(page.body);
    for (const secret of [institution.email, '212000111', '4 Academy Road'])
      expect(text).not.toContain(secret);
  });

  it('offers only the service categories, and a description of a sensible length', async () => {
    const institution = await registerVerified('institution');
    const before = await me(institution.idToken);
    for (const wrong of [
      { services: ['Dog walking'] },
      { services: ['Nanny', 'Nanny'] },
      { info: 'x'.repeat(2001) },
      { contact_person: 'y'.repeat(81) },
    ]) {
      const refused = await api('PUT', '/api/profile/basic-information', {
        token: institution.idToken,
        body: { ...institutionBasics, ...wrong, version: before.version },
      });
      expect(refused.status, JSON.stringify(wrong)).toBe(400);
    }
    expect(await me(institution.idToken)).toEqual(before);
  });

  it('is for institutions: a caregiver’s basic information carries no services', async () => {
    const nanny = await registerVerified('childcarer');
    const before = await me(nanny.idToken);
    const refused = await api('PUT', '/api/profile/basic-information', {
      token: nanny.idToken,
      body: { ...caregiverBasics, services: ['Nanny'], version: before.version },
    });
    expect(refused.status).toBe(400);
    expect(await me(nanny.idToken)).toEqual(before);
  });
});
