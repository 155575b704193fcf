import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { mailQueue } from '../lambdas/events/queues.js';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { deadLetterQueue } from './queues.js';
import type { EnvOf } from '../lambdas/ports/env.js';
import type { StageConfig } from './stage-config.js';

/**
 * SES for the domain of the From address, with a configuration set that requires TLS and
 * keeps bounces and complaints on the suppression list. DNS is not managed here (no hosted
 * zone is assumed): the DKIM records to publish are stack outputs.
 */
export class AppMail extends Construct {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly settings: EnvOf<'mail'>;
  /** The paced mail queue (lambdas/events/queues.ts); its consumer is made in infra/events.ts. */
  readonly queue: Queue;
  readonly queueDeadLetters: Queue;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    const domain = config.mailFrom.split('@')[1] ?? '';
    this.configurationSet = new ConfigurationSet(this, 'Sending', {
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.identity = new EmailIdentity(this, 'Domain', {
      identity: Identity.domain(domain),
      configurationSet: this.configurationSet,
    });
    this.settings = {
      MAIL_FROM: config.mailFrom,
      CONTACT_INBOX: config.contactInbox,
      APP_URL: config.appUrl,
    };
    this.queueDeadLetters = deadLetterQueue(this, 'QueueDeadLetters');
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS: at least six times the consumer's timeout, so a throttled batch is not redelivered.
      visibilityTimeout: Duration.seconds(mailQueue.timeoutSeconds * 6),
      // A fan-out waiting out a paused account for days is still worth sending.
      retentionPeriod: Duration.days(14),
      deadLetterQueue: { queue: this.queueDeadLetters, maxReceiveCount: mailQueue.maxReceiveCount },
    });
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        description: `CNAME to publish for ${domain} so SES can send from it`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }

  /**
   * What ses:SendEmail is checked against: the sending identity and, since the identity uses
   * it by default, the configuration set. Exact ARNs, no wildcard.
   */
  get sendArns(): string[] {
    const configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    return [this.identity.emailIdentityArn, configurationSetArn];
  }
}
