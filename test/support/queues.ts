import { inject } from 'vitest';
import type { QueueStats } from '../../infra/local/queues.js';

/** The local SQS stand-in's counts of one queue (infra/local/queues.ts). */
export async function queueStats(queue: string, base = inject('baseUrl')): Promise<QueueStats> {
  const all = (await (await fetch(`${base}/local/queues.json`)).json()) as Record<
    string,
    QueueStats
  >;
  const stats = all[queue];
  if (!stats) throw new Error(`no local queue ${queue}`);
  return stats;
}

/**
 * Waits until the local queue has nothing queued, in flight or waiting to come back: what its
 * consumer does after a request is then done. The stand-in answers once that is so. `base`
 * names a stack the test file started itself.
 */
export async function queueIdle(queue: string, base = inject('baseUrl')): Promise<void> {
  const answer = await fetch(`${base}/local/queues/${queue}/idle`);
  if (answer.status !== 200)
    throw new Error(`queue ${queue}: ${answer.status} ${await answer.text()}`);
}
