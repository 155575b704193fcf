import { db } from '../../../lambdas/core/db/service.js';
import { cardsOf, totalScopesOf } from '../../../lambdas/core/jobs/cards.js';
import { jobSelects } from '../../../lambdas/core/jobs/job-options.js';
import type { JobRecord } from '../../../lambdas/core/jobs/jobs.js';
import { entitlements } from '../../../lambdas/core/payments/entitlements.js';
import { positions } from '../../../lambdas/core/reference/positions.js';
import { DEFAULT_LOCATION, zambiaRegions } from '../../../lambdas/core/reference/zambia.js';
import { seededRandom } from './random.js';
import { countedOf, tallyWrites } from '../../../lambdas/core/salary-guide/tally.js';

const DAY = 86_400_000;

/** ~30 published jobs of the demo parent, spread over every Zambian region. */
export function demoJobs(parent: string, now: number, count = 30): JobRecord[] {
  const rnd = seededRandom(30);
  return Array.from({ length: count }, (_, i) => {
    const region = zambiaRegions[i % zambiaRegions.length]!;
    return {
      post_id: `demo-job-${String(i + 1).padStart(2, '0')}`,
      user_id: parent,
      email: 'parent@demo.test',
      contact: 'Demo Parent',
      position: rnd.pick(positions),
      start_date: now + rnd.int(1, 60) * DAY,
      salary: `ZMW ${rnd.int(15, 60) * 100} per month`,
      hours: '30-40 hours per week',
      duration: rnd.pick(jobSelects.duration),
      full_part_time: rnd.pick(jobSelects.full_part_time),
      live_in_out: rnd.pick(jobSelects.live_in_out),
      language: 'English',
      currently_in: DEFAULT_LOCATION.currently_in,
      region: region.name,
      town: region.towns[0]!.name,
      info: 'We are a friendly family looking for a caring, reliable person.',
      terms: true,
      posted: now - i * DAY,
      updatedAt: now - i * DAY,
      views: 0,
      paid: true,
      live: true,
      pending: true,
    };
  });
}

/** Salaries of the Lusaka nanny jobs, as parents write them: enough for the town's salary guide. */
const lusakaNannySalaries = [
  'K2,000 a month',
  'K2,500 per month',
  'ZMW 3000',
  'K3,000 monthly',
  'K3,500 pm',
  '3k',
  'K4,000 a month',
  'Competitive',
];

/** Nanny jobs in Lusaka (after the 30 above), so `npm start` shows a salary guide for the town. */
export function demoLusakaJobs(parent: string, now: number): JobRecord[] {
  const [template] = demoJobs(parent, now, 1);
  return lusakaNannySalaries.map((salary, i) => ({
    ...template!,
    post_id: `demo-job-${31 + i}`,
    position: 'Nanny',
    salary,
    region: 'Lusaka',
    town: 'Lusaka',
    posted: now - (i + 1) * 3_600_000,
    updatedAt: now - (i + 1) * 3_600_000,
  }));
}

/**
 * The demo parent holds a 12-month package and its jobs are published: each job, its search
 * cards, its totals and its salary-guide tallies in one transaction, which a second start finds already done.
 */
export async function seedDemoJobs(parent: string, now: number): Promise<number> {
  await entitlements.grant(parent, 'parent', now + 365 * DAY);
  let created = 0;
  for (const listed of [...demoJobs(parent, now), ...demoLusakaJobs(parent, now)]) {
    const amount = countedOf(listed);
    const job = amount === null ? listed : { ...listed, salary_counted: amount };
    const { canceled } = await db()
      .transaction.write((tx) => [
        tx.job.create(job).commit(),
        ...cardsOf(job).map((card) => tx.jobCard.put(card).commit()),
        ...totalScopesOf(job).map((scope) =>
          tx.counter.upsert({ group: 'jobs', name: scope }).add({ count: 1 }).commit(),
        ),
        // Counted in the salary guide as publishing counts it (salary-guide/tally.ts).
        ...tallyWrites(tx, job),
      ])
      .go();
    if (!canceled) created++;
  }
  return created;
}
