import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { DEMO_PASSWORD, signIn } from '../support/accounts.js';

describe('POST /api/geocode ("use my location")', () => {
  it('answers the nearest listed town with the country facts', async () => {
    const { idToken } = await signIn('caregiver@demo.test', DEMO_PASSWORD);
    const near = await api('POST', '/api/geocode', {
      token: idToken,
      body: { latitude: -12.81, longitude: 28.2 },
    });
    expect(near).toEqual({
      status: 200,
      body: {
        currently_in: 'Zambia',
        code: 'ZM',
        phone_code: '+260',
        currency: 'ZMW',
        region: 'Cooperbelt',
        town: 'Kitwe',
      },
    });
  });

  it('says so when nothing is near, refuses bad coordinates, and needs a sign-in', async () => {
    const { idToken } = await signIn('parent@demo.test', DEMO_PASSWORD);
    const ocean = await api('POST', '/api/geocode', {
      token: idToken,
      body: { latitude: 0, longitude: 0 },
    });
    expect(ocean).toMatchObject({
      status: 404,
      body: {
        message: 'We could not find a place near your location. Please choose it from the list.',
      },
    });
    const bad = await api('POST', '/api/geocode', {
      token: idToken,
      body: { latitude: 123, longitude: 28 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('latitude');
    const anonymous = await api('POST', '/api/geocode', {
      body: { latitude: -12.8, longitude: 28.2 },
    });
    expect(anonymous.status).toBe(401);
  });
});
