import { ANY } from '../reference/options.js';
import type { EntityItem } from 'electrodb';
import type { JobCard } from './job-card.entity.js';
import type { JobRecord } from './jobs.js';

export type JobCardItem = EntityItem<typeof JobCard>;

/** The search cards of a published job: (position or ANY) x (country or ANY). */
export function cardsOf(job: JobRecord): JobCardItem[] {
  const summary = {
    post_id: job.post_id,
    posted: job.posted,
    position: job.position,
    currently_in: job.currently_in,
    region: job.region,
    town: job.town,
    salary: job.salary,
    hours: job.hours,
    duration: job.duration,
    full_part_time: job.full_part_time,
    live_in_out: job.live_in_out,
    start_date: job.start_date,
  };
  return [job.position, ANY].flatMap((positionKey) =>
    [job.currently_in, ANY].map((countryKey) => ({ ...summary, positionKey, countryKey })),
  );
}

/** The job-total scopes a published job counts in. */
export const totalScopesOf = (job: Pick<JobRecord, 'currently_in' | 'region'>) => [
  `COUNTRY#${job.currently_in}`,
  ...(job.region ? [`REGION#${job.currently_in}#${job.region}`] : []),
];

/**
 * Each scope's total is split over TOTAL_SHARDS counter items (`{scope}@{n}`, plus the unsharded
 * `{scope}` the seed writes), so simultaneous posts rarely ADD to the same item in their
 * transactions (docs/decisions/data-and-dynamodb.md, "Write routes under load"). A write picks any
 * shard; the total is their sum.
 */
export const TOTAL_SHARDS = 4;
export const totalShardOf = (scope: string) =>
  `${scope}@${Math.floor(Math.random() * TOTAL_SHARDS)}`;
/** The scope a total counter item counts for (its name without the shard). */
export const scopeOfTotal = (name: string) => name.replace(/@\d+$/, '');
