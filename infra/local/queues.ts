import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { appQueues, type AppQueue } from '../../lambdas/events/queues.js';
import { eventConsumerEntry } from '../project-paths.js';
import type { Play } from './played-functions.js';
import { answering, closeServer, listen, readBody, sendJson } from './http-util.js';

/**
 * Locally a failed message comes back after this long; SQS waits for the queue's visibility
 * timeout (six times the consumer's, minutes), which would only make tests slow.
 */
const LOCAL_VISIBILITY_MS = 1_000;

interface Message {
  messageId: string;
  body: string;
  receiveCount: number;
  sentAt: number;
}

export interface QueueStats {
  received: number;
  delivered: number;
  batches: number;
  largestBatch: number;
  mostInFlight: number;
  redelivered: number;
  deadLetters: number;
  /** The consumer's invocations' durations added up, in ms: what Lambda would bill (GB-s). */
  busyMs: number;
}

export interface LocalQueues {
  endpoint: string;
  /** Each queue's URL by the setting the producers read it from (MAIL_QUEUE_URL, ...). */
  urls: Record<string, string>;
  /** Each queue's counts, by queue name. */
  stats: () => Record<string, QueueStats>;
  /**
   * Resolves when the named queue (every queue if none) has nothing queued, in flight or
   * waiting to come back (tests wait on it).
   */
  idle: (name?: string) => Promise<void>;
  /**
   * Bench mode: while `on`, every queue takes messages and keeps them undelivered (as SQS does
   * while its consumer is busy elsewhere); off, they go to the consumers. Answers how many were
   * held.
   */
  hold: (on: boolean) => number;
  stop: () => Promise<void>;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

type Consumer = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

/** One queue and its consumer, delivered to as Lambda's event source mapping does. */
function localQueue(queue: AppQueue, region: string, play: Play) {
  const ready: Message[] = [];
  const dead: Message[] = [];
  const running = new Set<Promise<void>>();
  const waiting = new Set<NodeJS.Timeout>();
  const counts: QueueStats = {
    received: 0,
    delivered: 0,
    batches: 0,
    largestBatch: 0,
    mostInFlight: 0,
    redelivered: 0,
    deadLetters: 0,
    busyMs: 0,
  };
  let scheduled = false;
  let stopped = false;
  let held = false;
  /**
   * One copy of the consumer's module per concurrent invocation, as each is its own Lambda
   * instance in AWS with its own memory: above all its own pacer (lambdas/events/mail-queue.ts
   * paces each instance to its part of the rate). One shared copy would pace both invocations
   * together, at half the rate AWS sends at (docs/decisions/mail-and-sms.md, "A job for 5,000
   * caregivers").
   */
  const instances = Array.from({ length: queue.maxConcurrency }, (_, slot) =>
    import(`../../lambdas/events/${queue.consumer}.ts?instance=${slot}`).then(
      (mod: { handler: Consumer }) => mod.handler,
    ),
  );
  const idleInstances = instances.map((_, slot) => slot);

  const record = (message: Message): SQSRecord => ({
    messageId: message.messageId,
    receiptHandle: `${message.messageId}#${message.receiveCount}`,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentAt),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: md5(message.body),
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:${region}:000000000000:${queue.name}`,
    awsRegion: region,
  });

  const retryLater = (message: Message) => {
    if (message.receiveCount >= queue.maxReceiveCount) {
      dead.push(message);
      counts.deadLetters++;
      console.error(`${queue.name}: message ${message.messageId} moved to the dead letters`);
      return;
    }
    counts.redelivered++;
    const timer = setTimeout(() => {
      waiting.delete(timer);
      ready.push(message);
      pump();
    }, LOCAL_VISIBILITY_MS);
    waiting.add(timer);
  };

  async function run(batch: Message[], slot: number) {
    batch.forEach((message) => message.receiveCount++);
    let failed: Set<string>;
    const started = performance.now();
    try {
      const handler = await instances[slot]!;
      const answer = await play(eventConsumerEntry(queue.consumer), queue.consumer, () =>
        handler({ Records: batch.map(record) }),
      );
      failed = new Set((answer?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (error) {
      console.error(`${queue.name} consumer failed:`, error);
      failed = new Set(batch.map((message) => message.messageId));
    }
    counts.busyMs += performance.now() - started;
    counts.delivered += batch.length - failed.size;
    batch.filter((message) => failed.has(message.messageId)).forEach(retryLater);
  }

  function pump() {
    scheduled = false;
    while (!stopped && !held && ready.length && running.size < queue.maxConcurrency) {
      const batch = ready.splice(0, queue.batchSize);
      const slot = idleInstances.shift()!;
      counts.batches++;
      counts.largestBatch = Math.max(counts.largestBatch, batch.length);
      const done: Promise<void> = run(batch, slot).finally(() => {
        idleInstances.push(slot);
        running.delete(done);
        pump();
      });
      running.add(done);
      counts.mostInFlight = Math.max(counts.mostInFlight, running.size);
    }
  }

  return {
    enqueue(bodies: string[]) {
      const ids = bodies.map((body) => {
        const message = { messageId: randomUUID(), body, receiveCount: 0, sentAt: Date.now() };
        ready.push(message);
        counts.received++;
        return message.messageId;
      });
      // After the current call's entries are all in: batches fill as a poller's would.
      if (!scheduled) {
        scheduled = true;
        setImmediate(pump);
      }
      return ids;
    },
    stats: () => ({ ...counts }),
    hold(on: boolean) {
      held = on;
      const waiting = ready.length;
      if (!on) pump();
      return waiting;
    },
    async idle() {
      while (scheduled || ready.length || running.size || waiting.size) {
        if (running.size) await Promise.all([...running]);
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      stopped = true;
      waiting.forEach(clearTimeout);
      waiting.clear();
      await Promise.all([...running]);
    },
  };
}

/**
 * SQS's SendMessage(Batch) on loopback (the JSON protocol of the SDK) for every queue of
 * lambdas/events/queues.ts, each delivering to its consumer in this process as Lambda's event
 * source mapping does: batches of at most `batchSize`, at most `maxConcurrency` at once, a
 * reported failure (or a thrown batch) coming back and, after `maxReceiveCount` receives, kept
 * as a dead letter. Not reproduced: the visibility timeout's length, the batching window (a
 * batch is what has arrived when the consumer is free), message order and duplicates.
 */
export async function startQueues(
  region: string,
  play: Play,
  queues: readonly AppQueue[] = appQueues,
): Promise<LocalQueues> {
  const byName = new Map(queues.map((queue) => [queue.name, localQueue(queue, region, play)]));
  const named = (queueUrl: unknown) => byName.get(String(queueUrl).split('/').at(-1) ?? '');

  const server = createServer(
    answering(async (req, res) => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const body = JSON.parse((await readBody(req)).toString('utf8') || '{}');
      const reply = (status: number, payload: unknown) => sendJson(res, status, payload);
      const queue = named(body.QueueUrl);
      if (!queue)
        return reply(400, {
          __type: 'com.amazonaws.sqs#QueueDoesNotExist',
          message: `The specified queue does not exist: ${String(body.QueueUrl)}`,
        });
      if (target === 'AmazonSQS.SendMessage') {
        const [MessageId] = queue.enqueue([String(body.MessageBody)]);
        return reply(200, { MessageId, MD5OfMessageBody: md5(String(body.MessageBody)) });
      }
      if (target === 'AmazonSQS.SendMessageBatch') {
        const entries = (body.Entries ?? []) as { Id: string; MessageBody: string }[];
        const ids = queue.enqueue(entries.map((entry) => String(entry.MessageBody)));
        return reply(200, {
          Successful: entries.map((entry, i) => ({
            Id: entry.Id,
            MessageId: ids[i],
            MD5OfMessageBody: md5(String(entry.MessageBody)),
          })),
          Failed: [],
        });
      }
      reply(400, { __type: 'com.amazonaws.sqs#UnsupportedOperation', message: target });
    }),
  );
  const port = await listen(server, 0, '127.0.0.1');
  const endpoint = `http://127.0.0.1:${port}`;
  const all = [...byName.values()];
  return {
    endpoint,
    urls: Object.fromEntries(
      queues.map((queue) => [queue.urlSetting, `${endpoint}/000000000000/${queue.name}`]),
    ),
    stats: () => Object.fromEntries([...byName].map(([name, queue]) => [name, queue.stats()])),
    hold: (on) => all.reduce((sum, queue) => sum + queue.hold(on), 0),
    idle: async (name) => {
      if (name === undefined) await Promise.all(all.map((queue) => queue.idle()));
      else {
        const queue = byName.get(name);
        if (!queue) throw new Error(`no local queue ${name}`);
        await queue.idle();
      }
    },
    stop: async () => {
      await Promise.all(all.map((queue) => queue.stop()));
      await closeServer(server);
    },
  };
}
