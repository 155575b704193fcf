import { setTimeout } from 'node:timers/promises';
import { isConditionFailure } from '../../../lambdas/core/db/errors.js';
import { isDependencyFailure } from '../../../lambdas/http/unavailable.js';
import { db } from '../../../lambdas/core/db/service.js';
import { transact } from '../../../lambdas/core/db/transact.js';
import { userStatWrites } from '../../../lambdas/core/admin-stats/stats.js';
import { usernameKey } from '../../../lambdas/core/profiles/username.js';
import { DEFAULT_LOCATION } from '../../../lambdas/core/reference/zambia.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoPhoneCaregiver } from './demo-phone-account.js';
import { demoCaregivers } from './people.js';
import { refreshCaregiverCards } from '../../../lambdas/core/search/caregiver-cards.js';
import { featuredEnd } from '../../../lambdas/core/search/featured-end.entity.js';
import {
  cardsPredateLayout,
  rebuildCaregiverCards,
} from '../../../lambdas/core/search/rebuild-cards.js';
import { seedDemoJobs } from './jobs.js';
import { seedDemoActivity } from './activity.js';

/** Writes an item only if it is not there yet, so a second start changes nothing. */
async function createOnce(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function inChunks<T>(items: T[], size: number, run: (item: T) => Promise<boolean>) {
  let created = 0;
  for (let i = 0; i < items.length; i += size) {
    // Settled, not raced: a failed attempt ends with none of its writes still under way, so the
    // next attempt never refreshes a caregiver's cards beside it (which would count them twice).
    const results = await Promise.allSettled(items.slice(i, i + size).map(run));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    created += results.filter((result) => result.status === 'fulfilled' && result.value).length;
  }
  return created;
}

const hasCards = async (uid: string) =>
  (await db().entities.caregiverCard.query.byUser({ uid }).go({ limit: 1 })).data.length > 0;

const mostAttempts = 5;

/**
 * Demo data of the README: one account per role, ~100 caregivers and ~30 jobs. Every step
 * finds what an earlier start (or attempt) wrote and goes on from there, so a database that
 * answers too slowly on a busy machine costs another attempt, not the start.
 */
export async function seedDemoData(now = Date.now()): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await seedOnce(now);
    } catch (error) {
      if (attempt === mostAttempts || !isDependencyFailure(error)) throw error;
      console.log(
        `  The database answered too slowly; loading the demo data again (attempt ${attempt + 1} of ${mostAttempts})...`,
      );
      // A busy machine gets a moment to catch up: 1, 2, 4, then 8 s.
      await setTimeout(1000 * 2 ** (attempt - 1));
    }
  }
}

async function seedOnce(now: number): Promise<string> {
  const uids = await seedDemoAccounts(now);
  await seedDemoPhoneCaregiver(now);
  const parent = uids.get('parent@demo.test')!;
  const status = {
    basic_information: true,
    roles: true,
    personal_description: true,
    uploads: true,
  };
  const profiles = demoCaregivers(now);
  const caregivers = await inChunks(profiles, 10, async (profile) => {
    const record = {
      ...profile,
      user_id: profile.uid,
      date_created: now,
      ...DEFAULT_LOCATION,
      verified: true,
      signup_compelete: true,
      isCompelete: true,
      live: true,
      status,
    };
    // Counted on the report cards like any account, in the same transaction.
    const created = await createOnce(async () => {
      const refused = await transact((tx) => [
        tx.user.create(record).commit(),
        ...userStatWrites(tx, record, 1),
      ]);
      if (refused) throw new Error('ConditionalCheckFailed: seeded on an earlier start');
    });
    // Cards are the last step, so a caregiver without them was cut short on an earlier start.
    if (created || !(await hasCards(profile.uid))) {
      // A featured placement ends like a bought one: the scheduled expiry finds its end.
      if (profile.featured)
        await db().entities.featuredEnd.put(featuredEnd(profile.uid, profile.featured)).go();
      // It enters search like any profile that goes live.
      await refreshCaregiverCards(profile.uid, now);
    }
    return created;
  });
  // Data kept from a start before language (or the kind of caregiver) became a card key: every
  // caregiver's cards are rewritten once (the first demo caregiver, live with languages, tells).
  const rebuilt = (await cardsPredateLayout(profiles[0]!.uid))
    ? await rebuildCaregiverCards(now)
    : 0;
  // Their usernames are taken like any other user's, so nobody can claim them.
  await inChunks(profiles, 10, (profile) =>
    createOnce(() =>
      db()
        .entities.username.create({ username: usernameKey(profile.username), uid: profile.uid })
        .go(),
    ),
  );
  const jobsCreated = await seedDemoJobs(parent, now);
  const activity = await seedDemoActivity(uids, now);
  return `${uids.size} demo accounts, ${caregivers} caregivers, ${jobsCreated} jobs and ${activity} applications, offers and orders added this start${rebuilt ? `; search cards of ${rebuilt} caregivers rebuilt` : ''}`;
}
