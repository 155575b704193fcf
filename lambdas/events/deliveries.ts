import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { tellOfMessage } from '../core/conversations/message-notice.js';
import { db } from '../core/db/service.js';
import { deliverWrittenNotice } from '../core/inbox/notice-delivery.js';
import type { NoticePorts } from '../core/inbox/notices.js';
import { sendWrittenMail, writeThenSendMail } from '../core/mail-outbox/outbox.js';
import { sendWrittenText } from '../core/mail-outbox/text-outbox.js';
import { publishWrittenEvent } from '../core/mail-outbox/event-outbox.js';
import { publishEvent } from '../ports/events.js';
import { env } from '../ports/env.js';
import { logger, withLogContext } from '../ports/logger.js';
import { sendText } from '../ports/sms.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';
import { provideMailPorts } from '../ports/provide-mail-ports.js';

provideCorePorts();

provideMailPorts();

/** The mail and SMS adapters behind notices; the app address is read only when one goes out. */
const noticePorts = (): NoticePorts => ({
  sendMail: writeThenSendMail,
  sendText,
  get appUrl() {
    return env('mail').APP_URL;
  },
});

/** Delivers what one inserted item asks for; throws only when trying again may help. */
async function deliver(record: DynamoDBRecord): Promise<string> {
  const image = record.dynamodb?.NewImage;
  if (record.eventName !== 'INSERT' || !image) return 'ignored';
  const item = unmarshall(image as Record<string, AttributeValue>);
  const kind = String(item.__edb_e__ ?? '');
  const ports = noticePorts();
  const { entities } = db();
  // electrodb reads the item back as it wrote it (`data` is null for another entity's item).
  const Item = item;
  if (kind === 'mail') {
    const { data } = entities.mail.parse({ Item });
    return data ? deliverWrittenNotice(ports, data) : 'unreadable';
  }
  if (kind === 'message') {
    const { data } = entities.message.parse({ Item });
    return data ? tellOfMessage(ports, data) : 'unreadable';
  }
  if (kind === 'mailOutbox') {
    const { data } = entities.mailOutbox.parse({ Item });
    return data ? sendWrittenMail(data) : 'unreadable';
  }
  if (kind === 'textOutbox') {
    const { data } = entities.textOutbox.parse({ Item });
    return data ? sendWrittenText(sendText, data) : 'unreadable';
  }
  if (kind === 'eventOutbox') {
    const { data } = entities.eventOutbox.parse({ Item });
    return data ? publishWrittenEvent(publishEvent, data) : 'unreadable';
  }
  return 'ignored';
}

/**
 * The table stream's consumer (lambdas/events/streams.ts): e-mails and texts what requests
 * wrote, and puts the events they announced on the bus, after they answered. Each record is taken by a conditional write before anything is
 * sent, so a batch that Lambda delivers again sends nothing twice; a record that failed is
 * reported alone (with those after it, as Lambda requires of a stream), to be tried again.
 */
export const handler = withLogContext(
  'deliveries',
  async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    const counts: Record<string, number> = {};
    for (const record of event.Records) {
      try {
        const outcome = await deliver(record);
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      } catch (error) {
        logger.warn('Delivery failed', { eventID: record.eventID, error: error as Error });
        const sequence = record.dynamodb?.SequenceNumber ?? '';
        logger.info('deliveries', counts);
        return { batchItemFailures: [{ itemIdentifier: sequence }] };
      }
    }
    logger.info('deliveries', counts);
    return { batchItemFailures: [] };
  },
  'Records[0].eventID',
);
