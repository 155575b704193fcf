import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { rulesFor } from '../../lambdas/events/rules.js';
import { eventConsumerEntry } from '../project-paths.js';
import type { Play } from './played-functions.js';
import { answering, closeServer, listen, readBody, sendJson } from './http-util.js';

export interface LocalEvents {
  endpoint: string;
  /** Resolves when every event delivered so far has been handled (tests wait on it). */
  idle: () => Promise<void>;
  /**
   * Bench mode: holds deliveries while `on` (the events are accepted and kept), and delivers the
   * held ones when turned off, so that a consumer playing in this same process (the job match)
   * stays out of a load window, as it does in AWS where it is a function of its own. Answers
   * how many events were held.
   */
  hold: (on: boolean) => number;
  stop: () => Promise<void>;
}

interface Entry {
  Source?: string;
  DetailType?: string;
  Detail?: string;
  EventBusName?: string;
}

/**
 * EventBridge's PutEvents on loopback: each event goes to the consumers whose rule matches,
 * from the same rule list (lambdas/events/rules.ts) that the CDK stack turns into rules.
 */
export async function startEvents(region: string, play: Play): Promise<LocalEvents> {
  const pending = new Set<Promise<void>>();
  let held: { entry: Entry; id: string }[] | undefined;

  const deliver = (entry: Entry, id: string) => {
    if (held) return void held.push({ entry, id });
    for (const rule of rulesFor(entry.Source ?? '', entry.DetailType ?? '')) {
      const event = {
        version: '0',
        id,
        'detail-type': entry.DetailType,
        source: entry.Source,
        account: '000000000000',
        time: new Date().toISOString(),
        region,
        resources: [],
        detail: JSON.parse(entry.Detail ?? '{}'),
      };
      const run = import(`../../lambdas/events/${rule.consumer}.ts`)
        .then((mod: { handler: (e: unknown) => Promise<unknown> }) =>
          play(eventConsumerEntry(rule.consumer), rule.consumer, () => mod.handler(event)),
        )
        .then(() => undefined)
        .catch((error: unknown) => console.error(`event rule ${rule.name} failed:`, error));
      pending.add(run);
      void run.finally(() => pending.delete(run));
    }
  };

  const server = createServer(
    answering(async (req, res) => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const body = JSON.parse((await readBody(req)).toString('utf8') || '{}');
      if (target === 'AWSEvents.DescribeEventBus') {
        return sendJson(res, 200, {
          Name: body.Name,
          Arn: `arn:aws:events:${region}:000000000000:event-bus/${body.Name}`,
        });
      }
      if (target !== 'AWSEvents.PutEvents')
        return sendJson(res, 400, { __type: 'UnknownOperationException' });
      const entries = (body.Entries ?? []) as Entry[];
      const ids = entries.map(() => randomUUID());
      entries.forEach((entry, i) => deliver(entry, ids[i]!));
      sendJson(res, 200, { FailedEntryCount: 0, Entries: ids.map((EventId) => ({ EventId })) });
    }),
  );
  const port = await listen(server, 0, '127.0.0.1');
  return {
    endpoint: `http://127.0.0.1:${port}`,
    idle: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
    hold: (on) => {
      const kept = held ?? [];
      held = on ? kept : undefined;
      if (!on) kept.forEach(({ entry, id }) => deliver(entry, id));
      return kept.length;
    },
    stop: () => closeServer(server),
  };
}
