import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod';
import { handleReply } from '../core/sms/sms-replies.js';
import { logger, withLogContext } from '../ports/logger.js';
import { sendText } from '../ports/sms.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';

provideCorePorts();

/** What End User Messaging two-way SMS publishes to the SNS topic for each inbound text. */
const inboundText = z.object({
  originationNumber: z.string(),
  messageBody: z.string(),
});

/** Texts to our number (SNS -> this function): STOP, START and HELP, each answered by a text. */
export const handler = withLogContext(
  'sms-inbound',
  async (event: SNSEvent) => {
    for (const record of event.Records) {
      const parsed = inboundText.safeParse(JSON.parse(record.Sns.Message));
      if (!parsed.success) {
        logger.warn('Inbound text not understood', { messageId: record.Sns.MessageId });
        continue;
      }
      const { originationNumber, messageBody } = parsed.data;
      await handleReply({ sendText }, originationNumber, messageBody, Date.now());
    }
  },
  'Records[0].Sns.MessageId',
);
