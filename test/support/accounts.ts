import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { UserType } from '../../lambdas/core/actor.js';
import { api } from './api.js';
import { passwordSignIn, refreshSession } from './cognito-sign-in.js';
import { latestCode } from './mail.js';

export const DEMO_PASSWORD = 'Demo-pass-2026';

export interface Tokens {
  idToken: string;
  accessToken: string;
}

/** Signs in the way the SPA does (USER_PASSWORD_AUTH against the user pool). */
export async function signIn(
  email: string,
  password: string,
): Promise<Tokens & { refreshToken: string }> {
  const settings = inject('settings');
  return passwordSignIn(
    settings.COGNITO_PUBLIC_ENDPOINT!,
    settings.USER_POOL_CLIENT_ID!,
    email,
    password,
  );
}

/** Renews a session with its refresh token, as the SPA does when its ID token is old. */
export const renewSession = (refreshToken: string) => {
  const settings = inject('settings');
  return refreshSession(
    settings.COGNITO_PUBLIC_ENDPOINT!,
    settings.USER_POOL_CLIENT_ID!,
    refreshToken,
  );
};

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/**
 * A unique e-mail address of `length` characters with no hyphen, dot or other place a browser
 * may break a line at before the '@': what a phone must wrap when a person's address is long.
 */
export const longUnbrokenEmail = (length = 60) => {
  const domain = '@example.test';
  const unique = randomUUID().replace(/-/g, '');
  return `${unique.padEnd(length - domain.length, 'x').slice(0, length - domain.length)}${domain}`;
};

/** POST /api/auth/register with a valid parent's form, changed by `fields`. */
export const register = (fields: Record<string, unknown> = {}) =>
  api('POST', '/api/auth/register', {
    body: {
      user_type: 'parent',
      terms: true,
      source: 'google',
      email: uniqueEmail('parent'),
      password: 'Passw0rd-test',
      ...fields,
    },
  });

/** Registers through the API and opens the verification link, as a new user would. */
export async function registerVerified(
  userType: UserType,
  password = 'Passw0rd-test',
  referrer?: string,
  email = uniqueEmail(userType),
) {
  const registered = await api('POST', '/api/auth/register', {
    body: { user_type: userType, terms: true, source: 'google', email, password, referrer },
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const oobCode = await latestCode(email, 'verifyEmail');
  const verified = await api('POST', '/api/auth/action', {
    body: { mode: 'verifyEmail', oobCode },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { email, password, uid: String(registered.body.uid), ...(await signIn(email, password)) };
}
