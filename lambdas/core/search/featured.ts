import type { Storage } from '../ports/storage.js';
import { db } from '../db/service.js';
import { ANY, FEATURED_LIMIT, filterValue } from '../reference/options.js';
import { refreshCaregiverCards } from './caregiver-cards.js';
import { endedBefore } from './featured-end.entity.js';
import { toResult } from './find-caregivers.js';

/**
 * Featured caregivers (spec: featured users, limit 15) for a country, or everywhere: the cards
 * whose rank marks them featured, newest first, still within their placement.
 */
export async function featuredCaregivers(storage: Pick<Storage, 'publicLink'>, country?: string) {
  const now = Date.now();
  const { data } = await db()
    .entities.caregiverCard.query.byCountry({
      positionKey: ANY,
      countryKey: filterValue(country) ?? ANY,
    })
    .begins({ rank: '0#' })
    .where((card, { gt }) => gt(card.featured, now))
    .go({ limit: FEATURED_LIMIT });
  return { caregivers: await Promise.all(data.map((card) => toResult(storage, card))) };
}

/**
 * The scheduled expiry: every placement that has ended gets its caregiver's cards rewritten
 * (the rank loses its featured mark) and its end item removed. Safe to run twice or at once.
 */
export async function expireFeatured(now: number): Promise<number> {
  const { data } = await db()
    .entities.featuredEnd.query.byEnd({})
    .lt({ endKey: endedBefore(now) })
    .go({ pages: 'all' });
  for (const ended of data) {
    await refreshCaregiverCards(ended.uid, now);
    await db().entities.featuredEnd.delete(ended).go();
  }
  return data.length;
}
