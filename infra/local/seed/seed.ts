import { isConditionFailure } from '../../../lambdas/core/db/errors.js';
import { db } from '../../../lambdas/core/db/service.js';
import { transact } from '../../../lambdas/core/db/transact.js';
import { userStatWrites } from '../../../lambdas/core/admin-stats/stats.js';
import { usernameKey } from '../../../lambdas/core/profiles/username.js';
import { DEFAULT_LOCATION } from '../../../lambdas/core/reference/zambia.js';
import { seedDemoAccounts } from './demo-accounts.js';
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
    const results = await Promise.all(items.slice(i, i + size).map(run));
    created += results.filter(Boolean).length;
  }
  return created;
}

/** Demo data of the README: one account per role, ~100 caregivers and ~30 jobs. */
export async function seedDemoData(now = Date.now()): Promise<string> {
  const uids = await seedDemoAccounts(now);
  const parent = uids.get('parent@demo.test')!;
  const status = {
    basic_information: true,
    roles: true,
    personal_description: true,
    uploads: true,
  };
  const profiles = demoCaregivers(now);
  const caregivers = await inChunks(profiles, 10, (profile) =>
    createOnce(async () => {
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
      const refused = await transact((tx) => [
        tx.user.create(record).commit(),
        ...userStatWrites(tx, record, 1),
      ]);
      if (refused) throw new Error('ConditionalCheckFailed: seeded on an earlier start');
      // A featured placement ends like a bought one: the scheduled expiry finds its end.
      if (profile.featured)
        await db().entities.featuredEnd.put(featuredEnd(profile.uid, profile.featured)).go();
      // Only a new profile gets here; it enters search like any profile that goes live.
      await refreshCaregiverCards(profile.uid, now);
    }),
  );
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
