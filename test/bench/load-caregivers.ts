import { db } from '../../lambdas/core/db/service.js';
import { cardsFor } from '../../lambdas/core/search/caregiver-cards.js';
import type { UserRecord } from '../../lambdas/core/users/users.js';

/** Caregivers made and written per round: bounds the memory a large load holds at once. */
const CHUNK = 2000;
/** BatchWriteItem calls in flight (electrodb sends 25 items a call). */
const CONCURRENCY = 8;

/**
 * Loads synthetic caregivers straight into the table, as a live profile leaves it: their search
 * cards (lambdas/core/search/caregiver-cards.ts) and, with `profiles`, their user items too (a
 * consumer that reads who they are needs them; search reads only cards). The benches share it
 * (search at scale, the job-match fan-out), so each measures the same shape of data.
 */
export async function loadCaregivers(
  from: number,
  to: number,
  caregiver: (i: number) => UserRecord,
  options: { now: number; profiles?: boolean },
) {
  for (let start = from; start < to; start += CHUNK) {
    const people = Array.from({ length: Math.min(CHUNK, to - start) }, (_, k) =>
      caregiver(start + k),
    );
    if (options.profiles) await db().entities.user.put(people).go({ concurrency: CONCURRENCY });
    const cards = people.flatMap((person) => cardsFor(person, options.now));
    await db().entities.caregiverCard.put(cards).go({ concurrency: CONCURRENCY });
  }
}
