import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';
import { unlist } from './post-job.js';

/** A reported job as the admin report screen shows it: what, where and the poster's words. */
export async function jobContent(post_id: string) {
  const { data } = await db().entities.job.get({ post_id }).go();
  if (!data) return undefined;
  const where = [data.town, data.region, data.currently_in].filter(Boolean).join(', ');
  return {
    subject: data.user_id,
    title: `${data.position} in ${where}`,
    text: [`Salary: ${data.salary}`, `Contact: ${data.contact}`, data.info ?? '']
      .filter(Boolean)
      .join('\n'),
    hidden: !!data.hidden,
    job: data,
  };
}
export type JobContent = NonNullable<Awaited<ReturnType<typeof jobContent>>>;

/**
 * The writes that take a reported job down (or lift that): hiding unpublishes it (its search cards
 * and totals go, conditional on the live state as read) and marks it so its owner cannot publish it
 * again; lifting only removes the mark, so the job waits paused in Manage jobs and its owner
 * publishes it again with a running package (docs/decisions/jobs-and-hiring.md, "Reporting a job").
 */
export function jobHiding(tx: Tx, content: JobContent, hide: boolean) {
  const { job } = content;
  const entity = tx.job.patch({ post_id: job.post_id });
  if (!hide) {
    return [
      entity
        .remove(['hidden'])
        .where(({ hidden }, { exists }) => exists(hidden))
        .commit(),
    ];
  }
  return [
    entity
      .set({ hidden: true, live: false })
      .remove(['salary_counted'])
      .where(
        ({ hidden, live }, { notExists, eq }) =>
          `${notExists(hidden)} AND ${eq(live, job.live ?? false)}`,
      )
      .commit(),
    ...(job.live ? unlist(tx, job) : []),
  ];
}
