import {
  phoneCodeBody,
  phoneCodeResponse,
  phoneRegisterBody,
  phoneRegisterResponse,
  phoneSignInBody,
  phoneSignInResponse,
  signInPhoneBody,
  signInPhoneCodeBody,
  signInPhoneResponse,
} from '../../core/phone-accounts/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/**
 * Accounts by phone number (docs/decisions/phone-accounts.md): a texted code proves the number,
 * and proving it gives a one-time ticket that the SPA hands Cognito's custom challenge.
 */
export const phoneAccountRoutes = {
  phoneCode: defineRoute({
    method: 'POST',
    path: '/api/auth/phone/code',
    access: 'public',
    summary: 'Text a 6-digit code to sign in with, or to register, a phone number',
    handler: 'phone-accounts/send-code',
    rateLimit: ['phone-codes-from', 'phone-codes-from-a-day'],
    needs: ['data:write', 'identity:lookup', 'sms:codes'],
    body: phoneCodeBody,
    response: phoneCodeResponse,
  }),
  // A wrong code is counted per number (phone-code-misses), whoever sends it.
  phoneSignIn: defineRoute({
    method: 'POST',
    path: '/api/auth/phone/sign-in',
    access: 'public',
    summary: 'Check the texted code; answers the ticket that signs in to Cognito',
    handler: 'phone-accounts/sign-in',
    needs: ['data:write', 'identity:lookup'],
    body: phoneSignInBody,
    response: phoneSignInResponse,
  }),
  phoneRegister: defineRoute({
    method: 'POST',
    path: '/api/auth/phone/register',
    access: 'public',
    summary: 'Make an account of a phone number proved by the texted code',
    handler: 'phone-accounts/register',
    rateLimit: ['sign-ups-from', 'sign-ups-from-a-day'],
    needs: [
      'data:write',
      'identity:lookup',
      'identity:delete-user',
      'identity:confirm-sign-up',
      'identity:set-phone',
    ],
    body: phoneRegisterBody,
    response: phoneRegisterResponse,
  }),
  phoneConfirmationCode: defineRoute({
    method: 'POST',
    path: '/api/account/phone/code',
    access: 'signed-in',
    summary: 'Text a code to the caller’s own number, to confirm a change of their account',
    handler: 'phone-accounts/confirmation-code',
    rateLimit: 'sms-codes',
    needs: ['data:write', 'sms:codes'],
    response: phoneCodeResponse,
  }),
  signInPhoneCode: defineRoute({
    method: 'POST',
    path: '/api/account/sign-in-phone/code',
    access: 'signed-in',
    summary: 'Text a code to a number the caller wants to sign in with',
    handler: 'phone-accounts/new-number-code',
    rateLimit: 'sms-codes',
    needs: ['data:write', 'identity:lookup', 'sms:codes'],
    body: signInPhoneCodeBody,
    response: phoneCodeResponse,
  }),
  signInPhone: defineRoute({
    method: 'PUT',
    path: '/api/account/sign-in-phone',
    access: 'signed-in',
    summary: 'Sign in with this number from now on (the texted code proves it)',
    handler: 'phone-accounts/set-number',
    needs: ['data:write', 'identity:lookup', 'identity:set-phone'],
    body: signInPhoneBody,
    response: signInPhoneResponse,
  }),
} satisfies Record<string, RouteDef>;
