import { join } from 'node:path';
import { db } from '../../lambdas/core/db/service.js';
import { mailQueue } from '../../lambdas/events/queues.js';
import { functionProfiles } from '../../lambdas/http/functions.js';
import { sesClient } from '../../lambdas/ports/clients/ses.js';
import { sqsClient } from '../../lambdas/ports/clients/sqs.js';
import { publishEvent } from '../../lambdas/ports/events.js';
import { hasMiddlewareStack } from '../../lambdas/ports/call-log.js';
import { logger } from '../../lambdas/ports/logger.js';
import { sendingAccount } from '../../lambdas/ports/mail-account.js';
import { quietSdkEnv } from '../../infra/local/spawn-local.js';
import { emptyTally, stackMeter, tallyDynamo } from './consumed-capacity.js';
import { busiestSecond, sesSends } from '../support/ses-sends.js';
import {
  loadCaregivers,
  matchedCaregiver,
  matchingJob,
  type MatchedBy,
} from './load-caregivers.js';
import { root, round } from './measure.js';
import { prices } from './prices.js';

/**
 * A job that fits 5,000 caregivers (docs/decisions/mail-and-sms.md). Loads them (live, complete,
 * one position in one town, job e-mails on), publishes one job as payment does (job.published on
 * the bus), and measures the fan-out end to end on the local stack played in this process: the
 * job-match consumer enqueueing one message per caregiver, the paced mail queue's consumers telling
 * each, the SES stand-in taking every e-mail. Cost from what the calls consumed: DynamoDB's own
 * ConsumedCapacity, SQS and SES requests counted at the clients, Lambda time at the consumers'
 * memory, at the list prices below.
 */

/**
 * The bench's prices (prices.ts: US East list prices, a floor of af-south-1's), with where each
 * was read (docs/decisions/mail-and-sms.md, "A job for 5,000 caregivers").
 */
export const fanoutPrices = {
  source: {
    dynamodb: 'https://aws.amazon.com/dynamodb/pricing/on-demand/ (on-demand, Standard table)',
    sqs: 'https://aws.amazon.com/sqs/pricing/ (standard queue, per 64 KB request)',
    lambda: 'https://aws.amazon.com/lambda/pricing/ (Arm, per GB-s and per request)',
    ses: 'https://aws.amazon.com/ses/pricing/ (outbound e-mail)',
  },
  dollarsPerMillionWriteUnits: prices.dynamodb.writeRequestUnitPerMillion,
  dollarsPerMillionReadUnits: prices.dynamodb.readRequestUnitPerMillion,
  dollarsPerMillionSqsRequests: prices.sqs.requestsPerMillion,
  dollarsPerGbSecondArm: prices.lambda.armGbSecond,
  dollarsPerMillionLambdaRequests: prices.lambda.requestsPerMillion,
  dollarsPerThousandEmails: prices.ses.emailsPerThousand,
};

/**
 * The stated SES rate: what the SES stand-in's GetAccount answers for a production account
 * (infra/local/ses.ts), 14 a second, the rate a new production account in a region commonly
 * starts at; AWS says only that it "varies based on your specific use case"
 * (https://docs.aws.amazon.com/ses/latest/dg/quotas.html). The queue's consumers pace to
 * `mailQueue.rateShare` of it together.
 */
export const fanoutGoals = {
  deliveryAtMostTimesTheRate: 1.2,
  rule: 'all delivered within 1.2 x recipients / (MaxSendRate x the mail queue rateShare) seconds of publishing',
};

const NOW = Date.now();
const POSITION = 'Nanny';
const PLACE = { currently_in: 'Zambia', region: 'Southern', town: 'Choma' };
const BENCH_DOMAIN = 'fanout.bench.example';

const matchedBy: MatchedBy = {
  name: 'Fanout',
  domain: BENCH_DOMAIN,
  place: PLACE,
  position: POSITION,
  now: NOW,
};
const caregiver = matchedCaregiver(matchedBy);
const theJob = (postId: string) => matchingJob(matchedBy, postId, 'ZMW 2000');

/** Requests per operation, counted at one SDK client of this process. */
function countCalls(client: unknown) {
  const calls: Record<string, number> = {};
  if (!hasMiddlewareStack(client)) throw new Error('not an SDK client');
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = String(context.commandName ?? 'unknown');
      calls[name] = (calls[name] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: 'benchCallCounter', override: true },
  );
  return calls;
}

/**
 * The SES stand-in's e-mails to the bench's caregivers: how many people got one, and how many
 * more were sent (a send whose answer timed out on a loaded machine is sent again by the
 * outbox: its at-least-once window).
 */
async function mailsDelivered(sesEndpoint: string) {
  const store = (await (await fetch(`${sesEndpoint}/store`)).json()) as {
    emails: { destination: { to: string[] } }[];
  };
  const to = store.emails
    .flatMap((mail) => mail.destination.to)
    .filter((address) => address.endsWith(BENCH_DOMAIN));
  const people = new Set(to).size;
  return { people, duplicates: to.length - people };
}

export async function jobMatchFanout(caregivers = 5000) {
  // The stack is played in this process (its consumers' calls are counted here): as quiet as
  // the local runtime's own process (spawn-local.ts), 5,000 info lines a run say nothing.
  Object.assign(process.env, quietSdkEnv);
  logger.setLogLevel('WARN');
  // Imported after the line above, as bin/local.ts does: cognito-local's SDK prints on load.
  const { startStack } = await import('../../infra/local/stack.js');
  const stack = await startStack({ port: 0, webRoot: join(root, 'web', 'dist') });
  try {
    const dynamo = emptyTally();
    tallyDynamo(dynamo, stackMeter(stack.settings));
    const sqs = countCalls(sqsClient());
    const ses = countCalls(sesClient());
    const account = await sendingAccount();
    if (!account?.productionAccess) throw new Error('the SES stand-in is not a production account');

    let started = performance.now();
    await loadCaregivers(0, caregivers, caregiver, { now: NOW, profiles: true });
    const loadSeconds = round((performance.now() - started) / 1000, 1);
    const postId = `fanout-job-${NOW}`;
    await db().entities.job.put(theJob(postId)).go();
    Object.assign(dynamo, emptyTally());
    const mailStats = () => stack.queues.stats()[mailQueue.name]!;
    const queueBefore = mailStats();

    started = performance.now();
    const publishedAt = Date.now();
    await publishEvent('job.published', { post_id: postId });
    await stack.events.idle();
    const enqueuedSeconds = (performance.now() - started) / 1000;
    const enqueued = mailStats().received - queueBefore.received;
    await stack.queues.idle(mailQueue.name);
    const deliveredSeconds = (performance.now() - started) / 1000;
    const queue = mailStats();
    const mails = await mailsDelivered(stack.sesEndpoint);
    const delivered = mails.people;
    // When SES took each of the fan-out's e-mails (ms), and what it refused for the rate.
    const taken = await sesSends(stack.sesEndpoint);
    const sendTimes = taken.sends
      .filter((send) => send.to.some((to) => to.endsWith(BENCH_DOMAIN)))
      .map((send) => send.at)
      .sort((a, b) => a - b);

    const pacedRate = account.maxSendRate * mailQueue.rateShare;
    const allowedSeconds = (fanoutGoals.deliveryAtMostTimesTheRate * caregivers) / pacedRate;
    const gb = functionProfiles.standard.memoryMB / 1024;
    // The job-match consumer is one invocation, from the event to its last enqueue.
    const lambdaGbSeconds = gb * (enqueuedSeconds + (queue.busyMs - queueBefore.busyMs) / 1000);
    const batches = queue.batches - queueBefore.batches;
    const lambdaRequests = 1 + batches;
    // Each batch is also received and deleted by the event source mapping (one call each).
    const sqsRequests = Object.values(sqs).reduce((a, b) => a + b, 0) + 2 * batches;
    // SES charges for each e-mail it took (a refused send is not billed).
    const sesRequests = sendTimes.length;
    const p = fanoutPrices;
    const dollars = {
      dynamodbWrites: (dynamo.writeUnits * p.dollarsPerMillionWriteUnits) / 1e6,
      dynamodbReads: (dynamo.readUnits * p.dollarsPerMillionReadUnits) / 1e6,
      sqs: (sqsRequests * p.dollarsPerMillionSqsRequests) / 1e6,
      lambda:
        lambdaGbSeconds * p.dollarsPerGbSecondArm +
        (lambdaRequests * p.dollarsPerMillionLambdaRequests) / 1e6,
      ses: (sesRequests * p.dollarsPerThousandEmails) / 1e3,
    };
    const total = Object.values(dollars).reduce((a, b) => a + b, 0);
    const perRecipient = (value: number) => round(value / Math.max(1, delivered), 2);
    return {
      caregivers,
      loaded: { seconds: loadSeconds },
      stated: {
        sesMaxSendRate: account.maxSendRate,
        mailQueueRateShare: mailQueue.rateShare,
        pacedSendsPerSecond: round(pacedRate, 2),
        source: 'https://docs.aws.amazon.com/ses/latest/dg/quotas.html',
      },
      enqueued,
      delivered,
      duplicateMails: mails.duplicates,
      secondsToEnqueue: round(enqueuedSeconds, 2),
      secondsToDeliver: round(deliveredSeconds, 1),
      /** From publishing to SES taking the first e-mail: the job-match query and first enqueue. */
      secondsToFirstSend: round(((sendTimes[0] ?? publishedAt) - publishedAt) / 1000, 2),
      /** The most e-mails SES took in any one second, against its rate; and what it refused. */
      busiestSecond: busiestSecond(sendTimes),
      sesThrottled: taken.throttled,
      sendsPerSecond: round(delivered / deliveredSeconds, 2),
      goal: { ...fanoutGoals, allowedSeconds: round(allowedSeconds, 1) },
      met: delivered === caregivers && deliveredSeconds <= allowedSeconds,
      calls: {
        dynamodb: dynamo.byOperation,
        dynamodbRequestsPerRecipient: perRecipient(dynamo.requests),
        sqs: { ...sqs, receiveAndDeleteByTheEventSource: 2 * batches },
        ses,
      },
      capacity: {
        readUnits: round(dynamo.readUnits, 1),
        writeUnits: round(dynamo.writeUnits, 1),
        readUnitsPerRecipient: perRecipient(dynamo.readUnits),
        writeUnitsPerRecipient: perRecipient(dynamo.writeUnits),
      },
      lambda: {
        memoryMB: functionProfiles.standard.memoryMB,
        gbSeconds: round(lambdaGbSeconds, 1),
        invocations: lambdaRequests,
      },
      queue: { ...queue, busyMs: Math.round(queue.busyMs) },
      dollars: {
        prices: fanoutPrices,
        perJob: Object.fromEntries(
          Object.entries({ ...dollars, total }).map(([k, v]) => [k, round(v, 4)]),
        ),
        perThousandRecipients: round((total * 1000) / Math.max(1, delivered), 4),
      },
    };
  } finally {
    await stack.stop();
  }
}

if (process.argv[1]?.endsWith('fanout.ts')) {
  const size = Number(process.env.BENCH_FANOUT_CAREGIVERS ?? 5000);
  console.log(JSON.stringify(await jobMatchFanout(size), null, 2));
  process.exit(0);
}
