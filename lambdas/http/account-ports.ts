import type { AccountPorts } from '../core/auth/ports.js';
import { env } from '../ports/env.js';
import { identity } from '../ports/identity.js';
import { sendMail } from '../ports/mail.js';

/** The real adapters behind the account flows. */
export const accountPorts = (): AccountPorts => ({
  identity,
  sendMail,
  appUrl: env('mail').APP_URL,
  now: Date.now,
});
