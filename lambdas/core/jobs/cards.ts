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

/** The job-total counters a published job counts in. */
export const totalScopesOf = (job: Pick<JobRecord, 'currently_in' | 'region'>) => [
  `COUNTRY#${job.currently_in}`,
  ...(job.region ? [`REGION#${job.currently_in}#${job.region}`] : []),
];
