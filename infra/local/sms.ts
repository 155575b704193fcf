import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { eventConsumerEntry } from '../project-paths.js';
import type { Play } from './played-functions.js';
import { answering, closeServer, listen, readBody, sendJson } from './http-util.js';

export interface SentText {
  messageId: string;
  to: string;
  from: string;
  body: string;
  /** Epoch milliseconds. */
  at: number;
}

export interface LocalSms {
  endpoint: string;
  /** Texts sent so far, newest first (the outbox page and the tests read them). */
  sent: () => SentText[];
  /** A text from a phone to our number, delivered as End User Messaging's SNS message. */
  reply: (from: string, body: string) => Promise<void>;
  stop: () => Promise<void>;
}

/** The consumer of inbound texts; the stack subscribes the same file to the SNS topic. */
const INBOUND_CONSUMER = 'sms-inbound';

/** Sent texts kept in memory, like the SES stand-in's mail: enough for a day of local use. */
const KEEP = 500;

/**
 * AWS End User Messaging SMS (pinpoint-sms-voice-v2, JSON 1.0) on loopback: SendTextMessage
 * keeps the text instead of sending it. A reply goes, in the shape two-way SMS publishes to
 * its SNS topic, to the same consumer the stack subscribes (lambdas/events/sms-inbound.ts).
 */
export async function startSms(originationNumber: string, play: Play): Promise<LocalSms> {
  const sent: SentText[] = [];
  const server = createServer(
    answering(async (req, res) => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<
        string,
        unknown
      >;
      if (target !== 'PinpointSMSVoiceV2.SendTextMessage') {
        res.setHeader('x-amzn-errortype', 'UnknownOperationException');
        return sendJson(res, 400, { __type: 'UnknownOperationException' });
      }
      const to = body.DestinationPhoneNumber;
      const text = body.MessageBody;
      if (typeof to !== 'string' || !/^\+[1-9]\d{6,14}$/.test(to) || typeof text !== 'string') {
        res.setHeader('x-amzn-errortype', 'ValidationException');
        return sendJson(res, 400, { __type: 'ValidationException', Message: 'Invalid request' });
      }
      const messageId = randomUUID();
      sent.unshift({
        messageId,
        to,
        from: String(body.OriginationIdentity ?? ''),
        body: text,
        at: Date.now(),
      });
      sent.length = Math.min(sent.length, KEEP);
      sendJson(res, 200, { MessageId: messageId });
    }),
  );
  const port = await listen(server, 0, '127.0.0.1');

  const reply = async (from: string, text: string) => {
    const message = {
      originationNumber: from,
      destinationNumber: originationNumber,
      messageKeyword: text.trim().split(/\s+/)[0]?.toUpperCase() ?? '',
      messageBody: text,
      inboundMessageId: randomUUID(),
      previousPublishedMessageId: sent.find((s) => s.to === from)?.messageId ?? '',
    };
    const event = {
      Records: [
        {
          EventSource: 'aws:sns',
          Sns: { Type: 'Notification', MessageId: randomUUID(), Message: JSON.stringify(message) },
        },
      ],
    };
    const mod = (await import(`../../lambdas/events/${INBOUND_CONSUMER}.ts`)) as {
      handler: (e: unknown) => Promise<unknown>;
    };
    await play(eventConsumerEntry(INBOUND_CONSUMER), INBOUND_CONSUMER, () => mod.handler(event));
  };

  return {
    endpoint: `http://127.0.0.1:${port}`,
    sent: () => [...sent],
    reply,
    stop: () => closeServer(server),
  };
}
