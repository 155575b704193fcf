import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { EVENT_SOURCE, type PublishEvent } from '../core/ports/events.js';
import { eventsClient } from './clients/events.js';
import { env } from './env.js';

/** Puts one event on the stage's bus; throws when EventBridge did not take it. */
export const publishEvent: PublishEvent = async (detailType, detail) => {
  const result = await eventsClient().send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: env('events').EVENT_BUS_NAME,
          Source: EVENT_SOURCE,
          DetailType: detailType,
          Detail: JSON.stringify(detail),
        },
      ],
    }),
  );
  if (result.FailedEntryCount) {
    throw new Error(`event ${detailType} refused: ${result.Entries?.[0]?.ErrorMessage}`);
  }
};
