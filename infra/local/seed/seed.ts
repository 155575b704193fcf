import { isConditionFailure } from '../../../lambdas/core/db/errors.js';
import { db } from '../../../lambdas/core/db/service.js';
import { usernameKey } from '../../../lambdas/core/profiles/username.js';
import { positions } from '../../../lambdas/core/reference/positions.js';
import { durationOptions } from '../../../lambdas/core/reference/options.js';
import { DEFAULT_LOCATION, zambiaRegions } from '../../../lambdas/core/reference/zambia.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { demoCaregivers } from './people.js';
import { seededRandom } from './random.js';

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
    createOnce(() =>
      db()
        .entities.user.create({
          ...profile,
          user_id: profile.uid,
          date_created: now,
          ...DEFAULT_LOCATION,
          verified: true,
          signup_compelete: true,
          isCompelete: true,
          live: true,
          status,
        })
        .go(),
    ),
  );
  // Their usernames are taken like any other user's, so nobody can claim them.
  await inChunks(profiles, 10, (profile) =>
    createOnce(() =>
      db()
        .entities.username.create({ username: usernameKey(profile.username), uid: profile.uid })
        .go(),
    ),
  );
  const rnd = seededRandom(30);
  const jobs = Array.from({ length: 30 }, (_, i) => {
    const region = zambiaRegions[i % zambiaRegions.length]!;
    return {
      post_id: `demo-job-${String(i + 1).padStart(2, '0')}`,
      user_id: parent,
      email: 'parent@demo.test',
      contact: 'Demo Parent',
      position: rnd.pick(positions),
      start_date: now + rnd.int(1, 60) * 86_400_000,
      salary: `ZMW ${rnd.int(15, 60) * 100} per month`,
      hours: '30-40 hours per week',
      duration: rnd.pick(durationOptions),
      currently_in: DEFAULT_LOCATION.currently_in,
      region: region.name,
      town: region.towns[0]!.name,
      info: 'We are a friendly family looking for a caring, reliable person.',
      posted: now - i * 86_400_000,
      paid: true,
      live: true,
      pending: false,
    };
  });
  // Jobs are keyed by posted time; a fixed id and a check keep the seed idempotent.
  const existing = await db().entities.job.query.byUser({ user_id: parent }).go({ pages: 'all' });
  const have = new Set(existing.data.map((job) => job.post_id));
  const newJobs = jobs.filter((job) => !have.has(job.post_id));
  const jobsCreated = await inChunks(newJobs, 10, (job) =>
    createOnce(() => db().entities.job.create(job).go()),
  );
  return `${uids.size} demo accounts, ${caregivers} caregivers and ${jobsCreated} jobs added this start`;
}
