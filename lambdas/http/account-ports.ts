import type { AccountPorts } from '../core/auth/ports.js';
import { env } from '../ports/env.js';
import { identity } from '../ports/identity.js';
import { outboxMail } from '../core/mail-outbox/outbox.js';
import { enqueueMail } from '../ports/mail-queue.js';

/**
 * The real adapters behind the account flows. The app address is read only when a flow uses
 * it, so routes that send no mail are not bound to the mail settings.
 */
export const accountPorts = (): AccountPorts => ({
  identity,
  // Written to the outbox and sent after the answer, from the table's stream.
  sendMail: outboxMail,
  queueMail: (mail) => enqueueMail([mail]),
  get appUrl() {
    return env('mail').APP_URL;
  },
  now: Date.now,
});
