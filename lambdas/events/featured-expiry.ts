import { expireFeatured } from '../core/search/featured.js';

/** Scheduled (lambdas/events/schedules.ts): rewrites the cards of ended featured placements. */
export async function handler() {
  const ended = await expireFeatured(Date.now());
  console.log(JSON.stringify({ level: 'info', event: 'featured-expiry', ended }));
}
