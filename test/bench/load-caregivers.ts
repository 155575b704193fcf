import { db } from '../../lambdas/core/db/service.js';
import { cardsFor } from '../../lambdas/core/search/caregiver-cards.js';
import type { JobRecord } from '../../lambdas/core/jobs/jobs.js';
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

/** Where and as what the caregivers of a fan-out work: what the job they all match asks. */
export interface MatchedBy {
  /** Names their uids, e-mails and full names. */
  name: string;
  /** Their e-mail domain, to find their mail among the rest. */
  domain: string;
  place: { currently_in: string; region: string; town: string };
  position: string;
  now: number;
}

/**
 * The i-th live caregiver who takes job e-mails, matching `by`'s job: the fan-out bench's and
 * its test's, made the same way.
 */
export const matchedCaregiver =
  ({ name, domain, place, position, now }: MatchedBy) =>
  (i: number): UserRecord =>
    ({
      uid: `${name.toLowerCase()}-${i}`,
      email: `${name.toLowerCase()}-${i}@${domain}`,
      user_type: 'childcarer',
      date_created: now,
      date_updated: now - i * 1000,
      live: true,
      isCompelete: true,
      fullname: `${name} ${i}`,
      positions: [position],
      languages: ['English'],
      ...place,
      send_emails: true,
    }) as UserRecord;

/** The published job all of `by`'s caregivers match, as a paid parent's post leaves it. */
export const matchingJob = (
  { name, place, position, now }: MatchedBy,
  postId: string,
  salary: string,
) =>
  ({
    post_id: postId,
    user_id: `${name.toLowerCase()}-parent`,
    email: `${name.toLowerCase()}-parent@example.test`,
    contact: name,
    position,
    start_date: now,
    salary,
    hours: '40',
    duration: 'Permanent',
    ...place,
    posted: now,
    paid: true,
    live: true,
  }) as JobRecord;
