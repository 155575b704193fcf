import { rateLimits } from '../../lambdas/core/rate-limits/limits.js';
import { entitlements } from '../../lambdas/core/payments/entitlements.js';
import { api } from './api.js';
import { registerVerified } from './accounts.js';

/** A complete, valid job form as the SPA sends it (dates as YYYY-MM-DD). */
export const jobForm = (overrides: Record<string, unknown> = {}) => ({
  email: 'family@example.test',
  contact: 'Mrs Banda',
  position: 'Nanny',
  start_date: '2027-02-01',
  salary: 'ZMW 3000 per month',
  hours: '30-40 hours per week',
  duration: 'Permanent',
  currently_in: 'Zambia',
  region: 'Lusaka',
  town: 'Lusaka',
  ...overrides,
});

/**
 * A parent holding an active package (packages are bought in the payments issue; until then
 * the test grants one the way a completed payment will).
 */
export async function parentWithPackage(email?: string) {
  const parent = await registerVerified('parent', undefined, undefined, email);
  await entitlements.grant(parent.uid, 'parent', Date.now() + 30 * 86_400_000);
  return parent;
}

/** Posts a job as a parent with a package, which publishes it at once; returns its id. */
export async function publishedJob(token: string, overrides: Record<string, unknown> = {}) {
  const created = await api('POST', '/api/jobs', { token, body: jobForm(overrides) });
  if (created.status !== 201 || created.body.live !== true)
    throw new Error(`not published: ${JSON.stringify(created.body)}`);
  return String(created.body.post_id);
}

/**
 * `count` published jobs, posted one after another (so newest last), from as many parents as
 * the daily posting limit needs (rateLimits['job-posts']); the ids and the parents.
 */
export async function publishedJobs(count: number, overrides: Record<string, unknown> = {}) {
  const perParent = rateLimits['job-posts'].limit;
  const parents = await Promise.all(
    Array.from({ length: Math.ceil(count / perParent) }, () => parentWithPackage()),
  );
  const ids: string[] = [];
  for (let i = 0; i < count; i++)
    ids.push(await publishedJob(parents[Math.floor(i / perParent)]!.idToken, overrides));
  return { ids, parents };
}

/** The meal order form as the SPA sends it. */
export const mealOrderForm = (overrides: Record<string, unknown> = {}) => ({
  email: 'family@example.test',
  contact: 'Mrs Phiri',
  info: 'Lunch and supper for my father after his operation: soft food, no salt.',
  start_date: '2027-03-01',
  salary: 'ZMW 600 per week',
  currently_in: 'Zambia',
  region: 'Lusaka',
  town: 'Lusaka',
  ...overrides,
});
