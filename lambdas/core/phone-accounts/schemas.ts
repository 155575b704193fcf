import * as z from 'zod';
import { registerBody } from '../auth/schemas.js';
import { confirmBody, phoneBody } from '../sms/schemas.js';

/** What a texted code is for: signing in to the number's account, or making one. */
export const phoneCodePurposes = ['sign-in', 'register'] as const;
export type PhoneCodePurpose = (typeof phoneCodePurposes)[number];

/** The number as the SMS settings take it: the country of its dial code, and the digits typed. */
export const phoneCodeBody = phoneBody.extend({
  purpose: z.enum(phoneCodePurposes, { error: 'Say whether you sign in or register.' }),
  /** The app's language: a registration's code is texted in it (an account's in its own). */
  appLanguage: registerBody.shape.appLanguage,
});
export type PhoneCodeInput = z.infer<typeof phoneCodeBody>;

export const phoneCodeResponse = z.object({
  message: z.string(),
  /** The number in its one stored form (E.164): the SPA signs in to Cognito with it. */
  number: z.string(),
  /** How many minutes the code works. */
  minutes: z.number(),
});

const code = confirmBody.shape.code;

export const phoneSignInBody = phoneBody.extend({ code });
export type PhoneSignInInput = z.infer<typeof phoneSignInBody>;

/** What the SPA gives Cognito's custom challenge, with the number as the user name. */
export const phoneSignInResponse = z.object({ number: z.string(), ticket: z.string() });

/**
 * Registration with a phone number only: the e-mail form's rules (type, terms, how they heard of
 * us, referrer, language) without e-mail and password; the number's country is the account's.
 */
export const phoneRegisterBody = phoneBody.extend({ code }).extend(
  registerBody.pick({
    user_type: true,
    terms: true,
    source: true,
    referrer: true,
    appLanguage: true,
  }).shape,
);
export type PhoneRegisterInput = z.infer<typeof phoneRegisterBody>;

export const phoneRegisterResponse = phoneSignInResponse.extend({
  uid: z.string(),
  message: z.string(),
});

/** A number to sign in with, for a signed-in account to add or change (settings). */
export const signInPhoneCodeBody = phoneBody;
export const signInPhoneBody = phoneBody.extend({ code });
export const signInPhoneResponse = z.object({ number: z.string(), message: z.string() });
