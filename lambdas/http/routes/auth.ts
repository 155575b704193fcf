import * as z from 'zod';
import {
  applyActionBody,
  confirmResetBody,
  emailOnlyBody,
  messageResponse,
  registerBody,
} from '../../core/auth/schemas.js';
import { defineRoute, type RouteDef } from '../route.js';

/** The auth routes of THE route table (lambdas/http/routes.ts); their handlers import only these. */
export const authRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    summary: 'Create an account and send the verification e-mail',
    handler: 'auth/register',
    rateLimit: ['mail', 'sign-ups-from', 'sign-ups-from-a-day'],
    needs: ['data:write', 'identity:lookup', 'identity:delete-user', 'mail:queue'],
    body: registerBody,
    response: z.object({ uid: z.string(), message: z.string() }),
  }),
  resendVerification: defineRoute({
    method: 'POST',
    path: '/api/auth/verification',
    access: 'public',
    summary: 'Send the verification e-mail again',
    handler: 'auth/resend-verification',
    rateLimit: 'mail',
    needs: ['data:write', 'mail:queue'],
    body: emailOnlyBody,
    response: messageResponse,
  }),
  applyAction: defineRoute({
    method: 'POST',
    path: '/api/auth/action',
    access: 'public',
    summary: 'Apply the code of an account e-mail link (verify, recover e-mail)',
    handler: 'auth/apply-action',
    needs: [
      'data:write',
      'identity:lookup',
      'identity:confirm-sign-up',
      'identity:set-email',
      'mail:outbox',
    ],
    body: applyActionBody,
    response: messageResponse,
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/auth/password-reset',
    access: 'public',
    summary: 'E-mail a password reset link',
    handler: 'auth/request-password-reset',
    rateLimit: 'mail',
    needs: ['data:write', 'mail:queue'],
    body: emailOnlyBody,
    response: messageResponse,
  }),
  confirmPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    access: 'public',
    summary: 'Set a new password with the code from the reset e-mail',
    handler: 'auth/confirm-password-reset',
    needs: [
      'data:write',
      'identity:lookup',
      'identity:confirm-sign-up',
      'identity:set-email',
      'identity:set-password',
      'identity:end-sessions',
    ],
    body: confirmResetBody,
    response: messageResponse,
  }),
} satisfies Record<string, RouteDef>;
