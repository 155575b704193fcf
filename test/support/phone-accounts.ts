import { expect } from 'vitest';
import { api } from './api.js';
import { cognitoClient, phoneSignIn } from './phone-sign-in.js';
import { freshNumber, latestSmsCode } from './sms.js';

/** Asks for a code to register or sign in with a number (as typed at home, in Zambia). */
export const askPhoneCode = (typed: string, purpose: 'register' | 'sign-in') =>
  api('POST', '/api/auth/phone/code', { body: { country: 'ZM', number: typed, purpose } });

/** The ticket's sign-in to the user pool, as the SPA makes it: the ID token, or a refusal. */
export async function signInWithTicket(number: string, ticket: string) {
  const cognito = cognitoClient();
  try {
    const answer = await phoneSignIn(cognito, number, ticket);
    return { idToken: answer.tokens?.IdToken, refused: answer.refused };
  } finally {
    cognito.destroy();
  }
}

/** A caregiver (or other type) who joined with a fresh number only, signed in. */
export async function registerByPhone(user_type = 'childcarer') {
  const number = freshNumber();
  expect((await askPhoneCode(number.typed, 'register')).status).toBe(200);
  const code = await latestSmsCode(number.e164);
  const registered = await api('POST', '/api/auth/phone/register', {
    body: { country: 'ZM', number: number.typed, code, user_type, terms: true },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const { idToken } = await signInWithTicket(number.e164, registered.body.ticket as string);
  expect(idToken).toBeDefined();
  return { number, uid: registered.body.uid as string, idToken: idToken! };
}
