import {
  confirmBody,
  phoneBody,
  smsChangeResponse,
  smsSettingsResponse,
  topicsBody,
} from '../../core/sms/schemas.js';
import { defineRoute } from '../route.js';

/**
 * Text messages (docs/decisions/mail-and-sms.md): the caller's own phone for texts, its
 * confirmation and the topics texted. Every route acts on the signed-in caller's own settings only
 * (no id in the path).
 */
export const smsRoutes = {
  smsSettings: defineRoute({
    method: 'GET',
    path: '/api/account/sms',
    access: 'signed-in',
    summary: 'The caller’s phone for texts, whether it is confirmed, and the topics texted',
    handler: 'sms/settings',
    needs: ['data:read'],
    response: smsSettingsResponse,
  }),
  smsPhone: defineRoute({
    method: 'PUT',
    path: '/api/account/sms/phone',
    access: 'signed-in',
    summary: 'Add or replace the phone for texts; texts it a 6-digit code to confirm it',
    handler: 'sms/add-phone',
    rateLimit: 'sms-codes',
    needs: ['data:write', 'sms:codes'],
    body: phoneBody,
    response: smsChangeResponse,
  }),
  smsConfirm: defineRoute({
    method: 'POST',
    path: '/api/account/sms/confirm',
    access: 'signed-in',
    summary: 'Confirm the phone with the texted code',
    handler: 'sms/confirm',
    needs: ['data:write'],
    body: confirmBody,
    response: smsChangeResponse,
  }),
  smsTopics: defineRoute({
    method: 'PUT',
    path: '/api/account/sms/topics',
    access: 'signed-in',
    summary: 'Choose what to be texted about (a confirmed phone only); all off is an opt-out',
    handler: 'sms/topics',
    needs: ['data:write'],
    body: topicsBody,
    response: smsChangeResponse,
  }),
  smsRemove: defineRoute({
    method: 'DELETE',
    path: '/api/account/sms',
    access: 'signed-in',
    summary: 'Remove the phone for texts: no more texts',
    handler: 'sms/remove',
    needs: ['data:write'],
    response: smsChangeResponse,
  }),
};
