import { EventBus, Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { mailQueue, viewsQueue, type AppQueue } from '../lambdas/events/queues.js';
import { deliveryStream } from '../lambdas/events/streams.js';
import type { IQueue, Queue } from 'aws-cdk-lib/aws-sqs';
import { Duration } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { deadLetterQueue } from './queues.js';
import { eventRules, type EventRule } from '../lambdas/events/rules.js';
import { scheduledJobs, type ScheduledJob } from '../lambdas/events/schedules.js';
import { acknowledge } from './acknowledge.js';
import { AppFunction } from './constructs/app-function.js';
import type { AppResources } from './constructs/app-resources.js';
import { pascal } from './names.js';
import { eventConsumerEntry } from './project-paths.js';
import type { StageConfig } from './stage-config.js';

/**
 * Retries of every asynchronous target, spread over hours, so a dependency that is down for a
 * while (SES throttling, a DynamoDB hiccup) heals without anyone replaying events by hand.
 */
export const asyncRetries = {
  /** EventBridge: a delivery it could not make (throttled, refused). */
  delivery: { retryAttempts: 4, maxEventAge: Duration.hours(6) },
  /** Lambda: a run that threw (2 is the most Lambda allows). */
  run: { retryAttempts: 2, maxEventAge: Duration.hours(6) },
};

/**
 * The stage's own EventBridge bus, and one rule + consumer Lambda per entry of
 * lambdas/events/rules.ts (the local runtime delivers from the same list).
 */
export class AppEvents extends Construct {
  readonly bus: EventBus;
  /** One per consumer: events that failed every retry (for a look and a replay). */
  readonly deadLetterQueues: Queue[] = [];

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus');
  }

  /** Called once every resource exists, since consumers are bound like any other function. */
  addRules(
    config: StageConfig,
    resources: AppResources,
    rules: readonly EventRule[] = eventRules,
    schedules: readonly ScheduledJob[] = scheduledJobs,
  ): void {
    for (const rule of rules) {
      new Rule(this, `${pascal(rule.name)}Rule`, {
        eventBus: this.bus,
        eventPattern: { source: [rule.source], detailType: [rule.detailType] },
        targets: [
          this.consumer(config, resources, rule, `Event ${rule.source}/${rule.detailType}`),
        ],
      });
    }
    // Scheduled rules live on the account's default bus (EventBridge allows them nowhere else).
    for (const job of schedules) {
      new Rule(this, `${pascal(job.name)}Schedule`, {
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [this.consumer(config, resources, job, `Every ${job.everyMinutes} min`)],
      });
    }
    const { mail, views } = resources;
    this.addQueueConsumer(config, resources, 'MailQueueConsumer', mailQueue, {
      queue: mail.queue,
      deadLetters: mail.queueDeadLetters,
    });
    this.addQueueConsumer(config, resources, 'ViewsQueueConsumer', viewsQueue, views);
    this.addDeliveryConsumer(config, resources);
  }

  /**
   * The table stream's consumer (lambdas/events/streams.ts): Lambda reads the stream (free of
   * charge for Lambda, docs/decisions/mail-and-sms.md, "Mail and texts after the answer") and
   * invokes it only for records its filters match, in batches; a failed record is retried with
   * those after it, then its batch's description goes to the dead-letter queue (watched like the
   * others) and the shard moves on.
   */
  private addDeliveryConsumer(config: StageConfig, resources: AppResources): void {
    const deadLetters = deadLetterQueue(this, 'DeliveriesDeadLetters');
    this.deadLetterQueues.push(deadLetters);
    acknowledge(
      deadLetters,
      'SQS3',
      "It is the stream mapping's on-failure destination: itself a dead-letter queue.",
    );
    const consumer = new AppFunction(this, 'DeliveriesConsumer', {
      entry: eventConsumerEntry(deliveryStream.consumer),
      description: `Table stream -> ${deliveryStream.consumer}`,
      config,
      timeout: Duration.seconds(deliveryStream.timeoutSeconds),
    }).bind(deliveryStream.needs, resources);
    consumer.fn.addEventSource(
      new DynamoEventSource(resources.data.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: deliveryStream.batchSize,
        retryAttempts: deliveryStream.retryAttempts,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(deadLetters),
        filters: deliveryStream.filters.map((pattern) => FilterCriteria.filter(pattern)),
      }),
    );
  }

  /**
   * A queue's consumer (lambdas/events/queues.ts): SQS invokes it with batches of `batchSize`
   * (gathered for up to `batchingWindowSeconds`), at most `maxConcurrency` at once (the event
   * source's maximum concurrency, so a pace per instance holds), reporting failed messages
   * alone. Messages that fail `maxReceiveCount` times wait in the queue's dead-letter queue,
   * watched like the others.
   */
  private addQueueConsumer(
    config: StageConfig,
    resources: AppResources,
    id: string,
    def: AppQueue,
    { queue, deadLetters }: { queue: IQueue; deadLetters: Queue },
  ): void {
    this.deadLetterQueues.push(deadLetters);
    const consumer = new AppFunction(this, id, {
      entry: eventConsumerEntry(def.consumer),
      description: `Queue ${def.name} -> ${def.consumer}`,
      config,
      timeout: Duration.seconds(def.timeoutSeconds),
    }).bind(def.needs, resources);
    consumer.fn.addEventSource(
      new SqsEventSource(queue, {
        batchSize: def.batchSize,
        ...(def.batchingWindowSeconds
          ? { maxBatchingWindow: Duration.seconds(def.batchingWindowSeconds) }
          : {}),
        maxConcurrency: def.maxConcurrency,
        reportBatchItemFailures: true,
      }),
    );
  }

  /**
   * The consumer Lambda as a rule target. EventBridge invokes it asynchronously, so failures
   * are retried at two levels, and both end in the consumer's own dead-letter queue:
   * EventBridge retries a delivery it could not make (throttling, a missing permission) and
   * Lambda retries a run that threw. The DLQ depth alarm (infra/alarms.ts) watches the queue.
   */
  private consumer(
    config: StageConfig,
    resources: AppResources,
    job: Pick<EventRule, 'name' | 'consumer' | 'needs' | 'timeoutSeconds'>,
    trigger: string,
  ): LambdaFunction {
    const deadLetters = deadLetterQueue(this, `${pascal(job.name)}DeadLetters`);
    this.deadLetterQueues.push(deadLetters);
    const consumer = new AppFunction(this, `${pascal(job.name)}Consumer`, {
      entry: eventConsumerEntry(job.consumer),
      description: `${trigger} -> ${job.consumer}`,
      config,
      async: { deadLetterQueue: deadLetters, ...asyncRetries.run },
      ...(job.timeoutSeconds ? { timeout: Duration.seconds(job.timeoutSeconds) } : {}),
    }).bind(job.needs, resources);
    return new LambdaFunction(consumer.fn, {
      ...asyncRetries.delivery,
      deadLetterQueue: deadLetters,
    });
  }
}
