import { db } from '../db/service.js';
import type { TrafficSource } from '../reference/options.js';

/** Named access patterns on the traffic counters. */
export const traffic = {
  // all counters: traffic/total and one per source
  async counts(): Promise<Record<string, number>> {
    const { data } = await db()
      .entities.counter.query.byGroup({ group: 'traffic' })
      .go({ pages: 'all' });
    return Object.fromEntries(data.map((counter) => [counter.name, counter.count ?? 0]));
  },
};

/** The two counter names one registration from `source` adds to. */
export const countersFor = (source: TrafficSource) => [source, 'total'] as const;
