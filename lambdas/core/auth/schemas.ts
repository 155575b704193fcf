import * as z from 'zod';
import { userTypes } from '../actor.js';
import { trafficSources } from '../reference/options.js';
import { actionModes } from './action-modes.js';
import { authMessages as m } from './messages.js';
import { socialProviders } from '../ports/identity.js';
import { locales } from '../i18n/locales.js';

/** Shared by registration, reset and change: one rule for what a password must be. */
export const passwordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(8, m.weakPassword)
  .max(256, 'Password should be at most 256 characters');

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.invalidEmail)
  .pipe(z.email({ error: m.invalidEmail }))
  .transform((email) => email.toLowerCase());

const trafficSourceSchema = z.enum(trafficSources, { error: 'Tell us how you heard about us' });

/**
 * The country the visitor chose when we could not tell where the visit came from (an ISO code):
 * the new account's location. Otherwise CloudFront's viewer country decides (location/).
 */
const chosenCountrySchema = z
  .string({ error: 'Choose a country from the list' })
  .regex(/^[A-Z]{2}$/, 'Choose a country from the list')
  .optional();

export const registerBody = z.strictObject({
  user_type: z.enum(userTypes, {
    error: 'Choose whether you are a parent, caregiver, cook or institution',
  }),
  terms: z.literal(true, { error: m.termsRequired }),
  email: emailSchema,
  password: passwordSchema,
  /**
   * How the user heard of us (spec: traffic sources, optional information); counted once, at
   * registration, when given.
   */
  source: trafficSourceSchema.optional(),
  /** The uid of the user who referred this one (from the referral cookie), if any. */
  referrer: z
    .string({ error: 'Invalid referrer' })
    .regex(/^[\w-]{1,64}$/, 'Invalid referrer')
    .optional(),
  /** The app's language as they register: their e-mails speak it from the first one. */
  appLanguage: z
    .enum(locales, { error: `Choose one of the languages we speak: ${locales.join(', ')}` })
    .optional(),
  country: chosenCountrySchema,
});
export type RegisterInput = z.infer<typeof registerBody>;

export const oobCodeSchema = z.string().regex(/^[\w-]{20,100}$/, m.codeInvalid);

export const applyActionBody = z.strictObject({
  mode: z.enum(actionModes, { error: 'Unknown action' }),
  oobCode: oobCodeSchema,
});

export const emailOnlyBody = z.strictObject({ email: emailSchema });

export const confirmResetBody = z.strictObject({
  oobCode: oobCodeSchema,
  password: passwordSchema,
});

/**
 * Re-authentication: the current password, or for an account made with a phone number a code
 * texted to it (core/auth/account.ts says which the account needs).
 */
const reauthentication = {
  currentPassword: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).optional(),
  code: z
    .string({ error: m.codeRequired })
    .trim()
    .regex(/^\d{6}$/, m.codeRequired)
    .optional(),
};

export const changePasswordBody = z.strictObject({
  ...reauthentication,
  newPassword: passwordSchema,
});

export const changeEmailBody = z.strictObject({
  ...reauthentication,
  email: emailSchema,
});

export const deleteAccountBody = z
  .strictObject(reauthentication)
  .refine((proof) => proof.currentPassword !== undefined || proof.code !== undefined, {
    message: 'Enter your password, or the code we texted you.',
  });

export const messageResponse = z.object({ message: z.string() });

export const chooseUserTypeBody = z.strictObject({
  user_type: registerBody.shape.user_type,
  /** A social sign-up accepts the terms here, as registration does. */
  terms: registerBody.shape.terms,
  source: trafficSourceSchema.optional(),
  country: chosenCountrySchema,
});

/** Accepting a version of the terms of use: the one the reader was shown. */
export const acceptTermsBody = z.strictObject({
  version: z.number({ error: 'Say which version of the terms you accept' }).int().min(0),
});

export const unlinkProviderBody = z.strictObject({
  provider: z.enum(socialProviders, { error: 'Choose Google or Facebook' }),
});

export const languageBody = z.strictObject({
  appLanguage: z.enum(locales, {
    error: `Choose one of the languages we speak: ${locales.join(', ')}`,
  }),
});

export const preferencesBody = z.strictObject({
  send_emails: z.boolean({ error: 'Say whether you want job e-mails' }),
});
