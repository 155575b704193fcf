import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { AppQueue } from '../lambdas/events/queues.js';

/**
 * A dead-letter queue as every one of the stage's is made: encrypted, TLS only, kept two weeks
 * (for a look and a replay; the DLQ alarm in infra/alarms.ts watches them all).
 */
export const deadLetterQueue = (scope: Construct, id: string): Queue =>
  new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });

/**
 * A queue of lambdas/events/queues.ts with its dead-letter queue; its consumer is made in
 * infra/events.ts (`addQueueConsumer`). The mail queue keeps its place in infra/mail.ts, where
 * it was made first (moving it would replace the deployed queue and lose what it holds).
 */
export class AppQueueResource extends Construct {
  readonly queue: Queue;
  readonly deadLetters: Queue;

  constructor(
    scope: Construct,
    id: string,
    readonly def: AppQueue,
  ) {
    super(scope, id);
    this.deadLetters = deadLetterQueue(this, 'DeadLetters');
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS: at least six times the consumer's timeout, so a throttled batch is not redelivered.
      visibilityTimeout: Duration.seconds(def.timeoutSeconds * 6),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: def.maxReceiveCount },
    });
  }
}
