import type * as z from 'zod';
import { db } from '../db/service.js';
import { notFound } from '../errors.js';
import { ANY, filterValue, PAGE_SIZE } from '../reference/options.js';
import { scopeOfTotal } from './cards.js';
import type { JobRecord } from './jobs.js';
import { enqueueView } from '../ports/provided.js';
import { shownViews } from '../traffic/view-counts.js';
import { parsedAs, readTogether, type TableKey } from '../db/read-together.js';
import type { findJobsQuery } from './schemas.js';

/** A filter value, or ANY when it is one of spec section 5's "unset" values. */
const keyOf = (value: string | undefined) => filterValue(value) ?? ANY;

/**
 * Find a job (spec section 2): only paid and live jobs, newest first, 15 a page with a
 * cursor. One Query on the cards of the chosen (position, country): it reads only the page.
 */
export async function findJobs(filters: z.infer<typeof findJobsQuery>) {
  const page = await db()
    .entities.jobCard.query.search({
      positionKey: keyOf(filters.position),
      countryKey: keyOf(filters.country),
    })
    .go({ order: 'desc', limit: PAGE_SIZE, cursor: filters.cursor ?? null });
  return {
    jobs: page.data.map(({ positionKey: _p, countryKey: _c, ...card }) => card),
    cursor: page.cursor ?? undefined,
  };
}

/** What anyone may read of a published job: everything but the poster's e-mail. */
const publicJob = ({ email: _email, ...job }: JobRecord) => job;

const notAvailable = 'This job is not available';

/**
 * The job and its view count: one eventually consistent BatchGetItem (db/read-together.ts), not a
 * GetItem each (docs/decisions/data-and-dynamodb.md, "The profile and job pages read in one call").
 */
async function jobAndViews(postId: string) {
  const { job, jobViewCount } = db().entities;
  const [jobItem, countItem] = await readTogether(
    [
      job.get({ post_id: postId }).params<{ Key: TableKey }>().Key,
      jobViewCount.get({ post_id: postId }).params<{ Key: TableKey }>().Key,
    ],
    { consistent: false },
  );
  return {
    job: parsedAs<JobRecord>(job, jobItem),
    counted: parsedAs<{ count: number }>(jobViewCount, countItem)?.count,
  };
}

/**
 * /job/{id}: a published job (paid and live; others are not found). Reads only: the view is
 * put on the views queue and counted there, once per viewer a day (traffic/view-counts.ts).
 */
export async function viewJob(postId: string, viewer: string) {
  const { job, counted } = await jobAndViews(postId);
  if (!job?.paid || !job.live) throw notFound(notAvailable);
  await enqueueView({ kind: 'job', id: postId, viewer, at: Date.now() });
  return { ...publicJob(job), views: shownViews(counted, job.views) };
}

/** Published jobs per country and per region, only those above zero (shards summed). */
export async function jobTotals() {
  const { data } = await db()
    .entities.counter.query.byGroup({ group: 'jobs' })
    .go({ pages: 'all' });
  const sums = new Map<string, number>();
  for (const { name, count = 0 } of data) {
    const scope = scopeOfTotal(name);
    sums.set(scope, (sums.get(scope) ?? 0) + count);
  }
  const countries: { country: string; total: number }[] = [];
  const regions: { country: string; region: string; total: number }[] = [];
  for (const [scope, total] of [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (total <= 0) continue;
    const [kind, country = '', region = ''] = scope.split('#');
    if (kind === 'COUNTRY') countries.push({ country, total });
    else regions.push({ country, region, total });
  }
  return { countries, regions };
}
