import type { PhoneAccountPorts } from '../core/phone-accounts/phone-accounts.js';
import { outboxText } from '../core/mail-outbox/text-outbox.js';
import { textSpend } from './text-spend.js';
import { identity } from '../ports/identity.js';

/** The real adapters behind the phone account routes; codes go through the text outbox. */
export const phoneAccountPorts = (): PhoneAccountPorts => ({
  identity,
  sendText: outboxText,
  get spend() {
    return textSpend();
  },
  now: Date.now,
});
