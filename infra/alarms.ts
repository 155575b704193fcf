import { Duration, Stack } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { AppFunction } from './constructs/app-function.js';
import { businessMetric } from './dashboard.js';
import { Construct } from 'constructs';
import type { StageConfig } from './stage-config.js';

/**
 * The thresholds, once (docs/decisions/deploying-and-aws.md, "Hardening the stack"). SES's own
 * review starts at a 5 % bounce rate and a 0.1 % complaint rate; we page at those, before
 * sending is paused at 10 % / 0.5 %.
 */
export const alarmThresholds = {
  /** Percent of API requests answered 5xx in five minutes. */
  api5xxPercent: 1,
  /** Fewer requests than this in five minutes are too few for a rate (one 500 in 3 is 33 %). */
  api5xxMinRequests: 10,
  sesBounceRate: 0.05,
  sesComplaintRate: 0.001,
  /**
   * Percent of API requests answered 4xx in five minutes, with at least `api4xxMinRequests`:
   * the SPA's own traffic stays far below (validation errors, an expired session), so a surge
   * means a broken client release, a scan or a credential-stuffing run.
   */
  api4xxPercent: 25,
  api4xxMinRequests: 50,
  /** API latency (API Gateway's Latency, ms), three five-minute periods in a row. */
  apiLatencyP95Ms: 1_500,
  apiLatencyP99Ms: 5_000,
} as const;

const fiveMinutes = Duration.minutes(5);
/** Where each alarm's first steps are written down. */
const runbook = (section: string) => `See docs/operations.md, "${section}".`;

export interface AppAlarmsProps {
  config: StageConfig;
  api: HttpApi;
  table: Table;
  deadLetterQueues: readonly IQueue[];
  /** The Cognito triggers' functions: an error there fails a sign-up or a sign-in. */
  triggerFunctions: readonly AppFunction[];
}

/**
 * The alarms of one stage, all sent to one SNS topic (e-mailed to `alarmEmail` when the stage
 * sets it): API 5xx rate, Lambda and DynamoDB throttles, dead letters waiting, SES reputation.
 * A few aggregate alarms rather than one per function: every route is a function, and the
 * stack stays far from CloudFormation's resource limit.
 */
export class AppAlarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(
    scope: Construct,
    id: string,
    { config, api, table, deadLetterQueues, triggerFunctions }: AppAlarmsProps,
  ) {
    super(scope, id);
    // SNS encrypted at rest needs a customer managed key: CloudWatch may not use aws/sns.
    const key = new Key(this, 'TopicKey', {
      description: `Encrypts the alarm topic of ${Stack.of(this).stackName}`,
      enableKeyRotation: true,
      removalPolicy: config.removalPolicy,
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        resources: ['*'],
      }),
    );
    this.topic = new Topic(this, 'Topic', {
      displayName: `Caregiver marketplace alarms (${config.stage})`,
      masterKey: key,
      enforceSSL: true,
    });
    if (config.alarmEmail) this.topic.addSubscription(new EmailSubscription(config.alarmEmail));

    const requests = api.metricCount({ period: fiveMinutes, statistic: 'Sum' });
    /** Refused answers as a percent of requests, once there are enough requests to judge. */
    const shareOfRequests = (errors: IMetric, minRequests: number, label: string) =>
      new MathExpression({
        expression: `IF(requests >= ${minRequests}, 100 * errors / requests, 0)`,
        usingMetrics: { requests, errors },
        period: fiveMinutes,
        label,
      });
    this.add('Api5xxRate', {
      metric: shareOfRequests(
        api.metricServerError({ period: fiveMinutes, statistic: 'Sum' }),
        alarmThresholds.api5xxMinRequests,
        'API 5xx (% of requests)',
      ),
      threshold: alarmThresholds.api5xxPercent,
      description: `More than ${alarmThresholds.api5xxPercent} % of API requests failed with a 5xx in 5 minutes. ${runbook('API 5xx rate')}`,
    });
    this.add('Api4xxSurge', {
      metric: shareOfRequests(
        api.metricClientError({ period: fiveMinutes, statistic: 'Sum' }),
        alarmThresholds.api4xxMinRequests,
        'API 4xx (% of requests)',
      ),
      threshold: alarmThresholds.api4xxPercent,
      description: `More than ${alarmThresholds.api4xxPercent} % of API requests were refused (4xx) in 5 minutes: a broken client, a scan or a credential-stuffing run. ${runbook('API 4xx surge')}`,
    });
    for (const [statistic, threshold] of [
      ['p95', alarmThresholds.apiLatencyP95Ms],
      ['p99', alarmThresholds.apiLatencyP99Ms],
    ] as const) {
      this.add(`ApiLatency${statistic.toUpperCase()}`, {
        metric: api.metricLatency({ period: fiveMinutes, statistic }),
        threshold,
        evaluationPeriods: 3,
        description: `API ${statistic} latency above ${threshold} ms for 15 minutes. ${runbook('API latency')}`,
      });
    }
    triggerFunctions.forEach((trigger) => {
      this.add(`CognitoTriggerErrors${trigger.node.id}`, {
        metric: trigger.fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' }),
        threshold: 0,
        description: `The Cognito trigger ${trigger.node.id} failed: sign-ups or sign-ins fail with it. ${runbook('Cognito trigger errors')}`,
      });
    });
    this.add('MailRefused', {
      // Refused by SES for the account (the sandbox, paused sending) or for the address.
      metric: businessMetric(config.stage, 'MailRefused', Duration.hours(1)),
      threshold: 0,
      description: `SES refused e-mail in the last hour (held for retry when the account is the cause). ${runbook('Mail refused')}`,
    });
    this.add('LambdaThrottles', {
      // Account-wide in this region: throttling anywhere means concurrency ran out for us too.
      metric: new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'Throttles',
        statistic: 'Sum',
        period: fiveMinutes,
      }),
      threshold: 0,
      description: `Lambda refused invocations for want of concurrency. ${runbook('Throttles')}`,
    });
    this.add('TableThrottles', {
      metric: new MathExpression({
        expression: 'reads + writes',
        usingMetrics: {
          reads: table.metric('ReadThrottleEvents', { statistic: 'Sum', period: fiveMinutes }),
          writes: table.metric('WriteThrottleEvents', { statistic: 'Sum', period: fiveMinutes }),
        },
        period: fiveMinutes,
        label: 'DynamoDB throttled events',
      }),
      threshold: 0,
      description: `DynamoDB throttled reads or writes of the table. ${runbook('Throttles')}`,
    });
    deadLetterQueues.forEach((queue, index) => {
      this.add(`DeadLetters${index + 1}`, {
        metric: queue.metricApproximateNumberOfMessagesVisible({
          statistic: 'Maximum',
          period: fiveMinutes,
        }),
        threshold: 0,
        description: `Events wait in the dead-letter queue ${queue.node.path}: their consumer failed every retry. ${runbook('Dead letters')}`,
      });
    });
    this.add('SesBounceRate', {
      metric: sesReputation('Reputation.BounceRate'),
      threshold: alarmThresholds.sesBounceRate,
      description: `The SES bounce rate is above ${alarmThresholds.sesBounceRate * 100} %: SES may review or pause sending. ${runbook('SES bounces and complaints')}`,
    });
    this.add('SesComplaintRate', {
      metric: sesReputation('Reputation.ComplaintRate'),
      threshold: alarmThresholds.sesComplaintRate,
      description: `The SES complaint rate is above ${alarmThresholds.sesComplaintRate * 100} %: SES may review or pause sending. ${runbook('SES bounces and complaints')}`,
    });
  }

  /** One alarm on `metric` > `threshold`, for one period, sent to the topic both ways. */
  private add(
    id: string,
    props: { metric: IMetric; threshold: number; description: string; evaluationPeriods?: number },
  ): void {
    const alarm = new Alarm(this, id, {
      metric: props.metric,
      threshold: props.threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: props.evaluationPeriods ?? 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: props.description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}

/** SES's account reputation in this region (the stage's only sender), as SES publishes it. */
const sesReputation = (metricName: string) =>
  new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
