import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { describe, expect, it } from 'vitest';
import { EVENT_SOURCE } from '../../lambdas/core/ports/events.js';
import { eventsClient } from '../../lambdas/ports/clients/events.js';
import { env } from '../../lambdas/ports/env.js';

describe('local EventBridge', () => {
  it('accepts PutEvents from the real SDK client and gives each entry an id', async () => {
    const result = await eventsClient().send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: env('events').EVENT_BUS_NAME,
            Source: EVENT_SOURCE,
            DetailType: 'test.ping',
            Detail: '{"n":1}',
          },
          {
            EventBusName: env('events').EVENT_BUS_NAME,
            Source: EVENT_SOURCE,
            DetailType: 'test.ping',
            Detail: '{"n":2}',
          },
        ],
      }),
    );
    expect(result.FailedEntryCount).toBe(0);
    expect(result.Entries).toHaveLength(2);
    expect(new Set(result.Entries!.map((entry) => entry.EventId)).size).toBe(2);
  });
});
