import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/src/lib/api-error';
import { parseIdToken } from '../../web/src/lib/auth/id-token-info';
import { signInMessage } from '../../web/src/lib/auth/sign-in-errors';
import { ownDialCountry } from '../../web/src/ui/dial-countries';
import { phoneFrom, refusalOf } from '../../web/src/features/auth/components/phone-steps';
import { searchWith, wayOf } from '../../web/src/features/auth/components/sign-in-way';

/** The pure parts of signing in and registering by phone (web/src/features/auth). */
describe('the way to sign in or register', () => {
  it('is the phone unless the address says e-mail', () => {
    expect(wayOf('')).toBe('phone');
    expect(wayOf('?return=%2Fcreatejob')).toBe('phone');
    expect(wayOf('?with=phone')).toBe('phone');
    expect(wayOf('?with=email&return=%2F')).toBe('email');
    expect(wayOf('?with=nonsense')).toBe('phone');
  });

  it('is changed in the address without losing where to go after', () => {
    const search = searchWith('?return=%2Fmy_account%2Fparent', 'email');
    expect(wayOf(search)).toBe('email');
    expect(new URLSearchParams(search).get('return')).toBe('/my_account/parent');
    expect(wayOf(searchWith(search, 'phone'))).toBe('phone');
  });
});

describe('the country a phone number starts at', () => {
  it("is the account's, else the visit's, else Zambia", () => {
    expect(ownDialCountry('Kenya', 'TZ')).toBe('KE');
    expect(ownDialCountry(undefined, 'tz')).toBe('TZ');
    expect(ownDialCountry(undefined, undefined)).toBe('ZM');
    // Neither is a country we know: Zambia, not an empty select.
    expect(ownDialCountry('Atlantis', 'XX')).toBe('ZM');
  });
});

describe('a phone route’s refusal', () => {
  it('is shown on the fields when it names them, and otherwise offers the other way', () => {
    expect(refusalOf(null)).toBeNull();
    expect(
      refusalOf(
        new ApiError(400, 'invalid', 'Check the form', {
          code: 'That code is wrong or has expired.',
        }),
      ),
    ).toBe('fields');
    expect(refusalOf(new ApiError(404, 'not-found', 'No account uses this phone number.'))).toBe(
      'noAccount',
    );
    expect(refusalOf(new ApiError(409, 'conflict', 'Phone number already in use'))).toBe('taken');
    expect(refusalOf(new ApiError(429, 'too-many', 'Try again in 10 minutes.'))).toBe('other');
    expect(refusalOf(new Error('boom'))).toBe('other');
  });

  it('hands the typed number to the other page only when it is well formed', () => {
    expect(phoneFrom({ phone: { country: 'ZM', number: '097 123 4567' } })).toEqual({
      country: 'ZM',
      number: '097 123 4567',
    });
    expect(phoneFrom({ notice: 'Please sign in to continue.' })).toBeUndefined();
    expect(phoneFrom({ phone: { country: 'zambia', number: '097' } })).toBeUndefined();
    expect(phoneFrom(null)).toBeUndefined();
    expect(phoneFrom({ phone: { country: 'ZM', number: '9'.repeat(40) } })?.number).toHaveLength(
      24,
    );
  });
});

describe('a phone account’s session', () => {
  it('reads the phone number from the ID token, with no e-mail', () => {
    const info = parseIdToken('jwt', {
      sub: 'uid-1',
      phone_number: '+260971234567',
      'cognito:groups': ['childcarer'],
    });
    expect(info).toEqual({
      jwt: 'jwt',
      uid: 'uid-1',
      email: '',
      phone: '+260971234567',
      groups: ['childcarer'],
    });
  });

  it('says a refused ticket asks for a new code, not a wrong password', () => {
    expect(signInMessage('ticket')).toBe(
      'We could not finish signing you in. Ask for a new code and try again.',
    );
    expect(signInMessage('ticket')).not.toBe(signInMessage('badCredentials'));
  });
});
