import { scheduledJobs, type ScheduledJob } from '../../lambdas/events/schedules.js';
import { eventConsumerEntry } from '../project-paths.js';
import type { Play } from './played-functions.js';

const intervalMs = (job: ScheduledJob) =>
  job.localEverySeconds ? job.localEverySeconds * 1000 : job.everyMinutes * 60_000;

export interface LocalSchedules {
  /**
   * Bench mode: while `on`, the timers skip their runs (the next run after the hold does the
   * work, as each run takes up what is due); off, they run again. Answers the runs skipped.
   */
  hold: (on: boolean) => number;
  stop: () => Promise<void>;
}

/**
 * The scheduled rules of lambdas/events/schedules.ts on timers, the same consumers the CDK
 * stack schedules. A run never overlaps the previous one of the same job; stop() waits for
 * the ones under way.
 */
export function startSchedules(play: Play): LocalSchedules {
  const running = new Set<Promise<void>>();
  let held = false;
  let skipped = 0;
  const timers = scheduledJobs.map((job) => {
    let busy: Promise<void> | undefined;
    return setInterval(() => {
      if (held) return void skipped++;
      if (busy) return;
      busy = import(`../../lambdas/events/${job.consumer}.ts`)
        .then((mod: { handler: () => Promise<unknown> }) =>
          play(eventConsumerEntry(job.consumer), job.consumer, mod.handler),
        )
        .then(() => undefined)
        .catch((error: unknown) => console.error(`scheduled job ${job.name} failed:`, error))
        .finally(() => {
          running.delete(busy!);
          busy = undefined;
        });
      running.add(busy);
    }, intervalMs(job));
  });
  return {
    hold: (on) => {
      held = on;
      const runs = skipped;
      if (!on) skipped = 0;
      return runs;
    },
    stop: async () => {
      timers.forEach(clearInterval);
      await Promise.all([...running]);
    },
  };
}
