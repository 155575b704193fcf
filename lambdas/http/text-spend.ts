import { env } from '../ports/env.js';

/** The stage's daily spending ceiling on code texts (route need `sms:codes`). */
export const textSpend = () => {
  const settings = env('smsCodes');
  return {
    ceilingUsd: Number(settings.SMS_DAILY_CEILING_USD),
    priceUsd: Number(settings.SMS_TEXT_PRICE_USD),
  };
};
