import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { SnsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { CfnConfigurationSet, CfnOptOutList, CfnPhoneNumber } from 'aws-cdk-lib/aws-smsvoice';
import { Construct } from 'constructs';
import { deadLetterQueue } from './queues.js';
import { acknowledge } from './acknowledge.js';
import type { EnvOf } from '../lambdas/ports/env.js';
import { AppFunction } from './constructs/app-function.js';
import type { AppResources } from './constructs/app-resources.js';
import { asyncRetries, type AppEvents } from './events.js';
import { eventConsumerEntry } from './project-paths.js';
import type { StageConfig } from './stage-config.js';

/**
 * Text messages (docs/decisions/mail-and-sms.md) through AWS End User Messaging SMS: a
 * configuration set, an opt-out list, and the origination identity of the stage config (or a leased
 * two-way phone number). Replies to the number go to an SNS topic whose subscriber handles STOP,
 * START and HELP and answers each in the person's language (lambdas/events/sms-inbound.ts).
 * Opt-outs are self-managed: AWS neither answers in English nor puts the number on its opt-out
 * list, which would refuse our confirmation and any later code to a person who chose texts again.
 */
export class AppSms extends Construct {
  readonly settings: EnvOf<'sms'>;
  readonly codeSettings: EnvOf<'smsCodes'>;
  /** What sms-voice:SendTextMessage is checked against: exact ARNs, no wildcard. */
  readonly sendArns: string[];
  readonly inbound: Topic;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    const configurationSet = new CfnConfigurationSet(this, 'Sending', {
      configurationSetName: `marketplace-${config.stage}-sms`,
    });
    const optOuts = new CfnOptOutList(this, 'OptOuts', {
      optOutListName: `marketplace-${config.stage}-opt-outs`,
    });
    const key = new Key(this, 'InboundKey', {
      enableKeyRotation: true,
      description: 'Encrypts the inbound texts topic',
    });
    this.inbound = new Topic(this, 'Inbound', { masterKey: key, enforceSSL: true });
    // End User Messaging publishes replies to the topic through this role.
    const publisher = new Role(this, 'InboundPublisher', {
      assumedBy: new ServicePrincipal('sms-voice.amazonaws.com'),
    });
    // Also grants kms:Decrypt and kms:GenerateDataKey* on the topic's key, which publishing
    // to an encrypted topic takes.
    this.inbound.grantPublish(publisher);
    acknowledge(
      publisher,
      'IAM5[Action::kms:GenerateDataKey*]',
      'SNS needs a data key of the topic key to publish encrypted; the grant is on that one key only.',
    );

    let origination = config.sms.originationArn;
    if (!origination) {
      const number = new CfnPhoneNumber(this, 'Number', {
        isoCountryCode: config.sms.isoCountryCode,
        numberType: config.sms.numberType,
        numberCapabilities: ['SMS'],
        optOutListName: optOuts.optOutListName,
        // We answer STOP/START/HELP and keep the opt-outs (docs/decisions/mail-and-sms.md,
        // "STOP and START are answered by us").
        selfManagedOptOutsEnabled: true,
        // Required by CloudFormation; not sent while opt-outs are self-managed.
        mandatoryKeywords: {
          help: {
            message: 'Caregiver marketplace: job, offer and message alerts. Reply STOP to end.',
          },
          stop: { message: 'You will receive no more texts from the caregiver marketplace.' },
        },
        twoWay: {
          enabled: true,
          channelArn: this.inbound.topicArn,
          channelRole: publisher.roleArn,
        },
      });
      number.node.addDependency(optOuts);
      origination = number.attrArn;
    }
    this.settings = {
      SMS_ORIGINATION_IDENTITY: origination,
      SMS_CONFIGURATION_SET: configurationSet.configurationSetName!,
    };
    this.sendArns = [origination, configurationSet.attrArn, optOuts.attrArn];
    this.codeSettings = {
      SMS_DAILY_CEILING_USD: String(config.sms.dailySpendCeilingUsd),
      SMS_TEXT_PRICE_USD: String(config.sms.textPriceUsd),
    };
  }

  /**
   * The function that reads replies: STOP turns texts off for the owners of that number, START
   * back on, and each is answered by a text. SNS
   * invokes it asynchronously: Lambda's retries, then a dead-letter queue among the events'
   * (watched by the DLQ alarm), as every asynchronous consumer (infra/events.ts).
   */
  addInboundHandler(
    config: StageConfig,
    // The events as their class: the handler's dead-letter queue joins theirs.
    resources: AppResources & { events: AppEvents },
  ): void {
    const deadLetters = deadLetterQueue(this, 'InboundDeadLetters');
    resources.events.deadLetterQueues.push(deadLetters);
    const fn = new AppFunction(this, 'InboundHandler', {
      entry: eventConsumerEntry('sms-inbound'),
      description: 'Inbound texts (SNS) -> sms-inbound: STOP, START and HELP, each answered',
      config,
      async: { deadLetterQueue: deadLetters, ...asyncRetries.run },
    }).bind(['data:write', 'sms'], resources);
    fn.fn.addEventSource(new SnsEventSource(this.inbound));
  }
}
