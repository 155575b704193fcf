import type { PhoneAccountPorts } from '../core/phone-accounts/phone-accounts.js';
import { outboxText } from '../core/mail-outbox/text-outbox.js';
import { env } from '../ports/env.js';
import { identity } from '../ports/identity.js';

/** The stage's daily spending ceiling on code texts (route need `sms:codes`). */
export const textSpend = () => {
  const settings = env('smsCodes');
  return {
    ceilingUsd: Number(settings.SMS_DAILY_CEILING_USD),
    priceUsd: Number(settings.SMS_TEXT_PRICE_USD),
  };
};

/** The real adapters behind the phone account routes; codes go through the text outbox. */
export const phoneAccountPorts = (): PhoneAccountPorts => ({
  identity,
  sendText: outboxText,
  get spend() {
    return textSpend();
  },
  now: Date.now,
});
