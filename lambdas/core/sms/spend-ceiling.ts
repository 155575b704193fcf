import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { DomainError } from '../errors.js';
import { logger } from '../ports/provided.js';

/** The stage's daily ceiling on code texts and the reckoned price of one, in US dollars. */
export interface TextSpend {
  ceilingUsd: number;
  priceUsd: number;
}

export const textsPaused =
  'We cannot send texts right now. Try again tomorrow, or use your e-mail address.';

/** Millionths of a dollar: whole numbers, so the counter adds exactly. */
const micros = (usd: number) => Math.round(usd * 1_000_000);

/**
 * Reckons one code text into today's (UTC) spend: one conditional ADD, refused once the next text
 * would pass the ceiling, so however many requests race, the day's spend stays under it. Past it,
 * no code is texted until the next day (docs/decisions/phone-accounts.md).
 */
export async function reserveTextSpend(spend: TextSpend, now: number): Promise<void> {
  const price = micros(spend.priceUsd);
  const room = micros(spend.ceilingUsd) - price;
  const day = new Date(now).toISOString().slice(0, 10);
  try {
    await db()
      .entities.counter.upsert({ group: 'sms-spend', name: day })
      .add({ count: price })
      .where(({ count }, { notExists, lte }) => `${notExists(count)} OR ${lte(count, room)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    logger.warn('Daily spending ceiling on texts reached', { day });
    throw new DomainError('unavailable', textsPaused);
  }
}
