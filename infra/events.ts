import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Duration } from 'aws-cdk-lib';
import { acknowledge } from './acknowledge.js';
import { Construct } from 'constructs';
import { eventRules, type EventRule } from '../lambdas/events/rules.js';
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
  ): void {
    for (const rule of rules) {
      const consumer = new AppFunction(this, `${pascal(rule.name)}Consumer`, {
        entry: eventConsumerEntry(rule.consumer),
        description: `Event ${rule.source}/${rule.detailType} -> ${rule.consumer}`,
        config,
      }).bind(rule.needs, resources);
      // Events the consumer still fails on after the retries wait here for a look and a replay.
      const deadLetters = new Queue(this, `${pascal(rule.name)}DeadLetters`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      acknowledge(
        deadLetters,
        'SQS3',
        'This queue is itself the dead-letter queue of an EventBridge rule target.',
      );
      new Rule(this, `${pascal(rule.name)}Rule`, {
        eventBus: this.bus,
        eventPattern: { source: [rule.source], detailType: [rule.detailType] },
        targets: [
          new LambdaFunction(consumer.fn, {
            retryAttempts: 4,
            maxEventAge: Duration.hours(6),
            deadLetterQueue: deadLetters,
          }),
        ],
      });
    }
  }
}
