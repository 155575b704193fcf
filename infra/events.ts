import { EventBus, Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Duration } from 'aws-cdk-lib';
import { acknowledge } from './acknowledge.js';
import { Construct } from 'constructs';
import { eventRules, type EventRule } from '../lambdas/events/rules.js';
import { scheduledJobs, type ScheduledJob } from '../lambdas/events/schedules.js';
import { AppFunction, type AppResources } from './constructs/app-function.js';
import { pascal } from './names.js';
import { eventConsumerEntry } from './project-paths.js';
import type { StageConfig } from './stage-config.js';

/**
 * The stage's own EventBridge bus, and one rule + consumer Lambda per entry of
 * lambdas/events/rules.ts (the local runtime delivers from the same list).
 */
export class AppEvents extends Construct {
  readonly bus: EventBus;

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
  }

  /** The consumer Lambda as a rule target, with retries and its own dead-letter queue. */
  private consumer(
    config: StageConfig,
    resources: AppResources,
    job: Pick<EventRule, 'name' | 'consumer' | 'needs'>,
    trigger: string,
  ): LambdaFunction {
    const consumer = new AppFunction(this, `${pascal(job.name)}Consumer`, {
      entry: eventConsumerEntry(job.consumer),
      description: `${trigger} -> ${job.consumer}`,
      config,
    }).bind(job.needs, resources);
    // Events the consumer still fails on after the retries wait here for a look and a replay.
    const deadLetters = new Queue(this, `${pascal(job.name)}DeadLetters`, {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(
      deadLetters,
      'SQS3',
      'This queue is itself the dead-letter queue of an EventBridge rule target.',
    );
    return new LambdaFunction(consumer.fn, {
      retryAttempts: 4,
      maxEventAge: Duration.hours(6),
      deadLetterQueue: deadLetters,
    });
  }
}
