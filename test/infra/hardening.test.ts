import { Validations, type App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { alarmThresholds } from '../../infra/alarms.js';
import { defaultRouteThrottle, routeThrottles, throttles } from '../../infra/throttling.js';
import { routeList } from '../../lambdas/http/routes.js';
import { logSettings } from '../../infra/constructs/app-function.js';
import { stageEntries } from '../../infra/constructs/function-entries.js';
import { asyncRetries } from '../../infra/events.js';
import { prodSettings } from './prod-settings.js';
import { resourcesOf, synthStage } from './synth-stage.js';

/**
 * The hardening checklist for the stack (docs/decisions/deploying-and-aws.md), on a throwaway stage
 * and on a production stage where the two differ. Details of each part are in its own test file
 * (api, web-storage, events...).
 */
const dev = synthStage();
const prod = synthStage({ stage: 'prod', overrides: { ...prodSettings, rum: true } });
const stages = [
  ['dev', dev],
  ['prod', prod],
] as const;

/**
 * At most this many AwsSolutions rules may be acknowledged in one stage
 * (docs/decisions/deploying-and-aws.md, "Hardening the stack"), plus CFR3, because CloudFront's
 * logs go by logging v2 from us-east-1, which the distribution's own properties do not show
 * (infra/cdn-logs.ts); and SQS3, because the table stream's on-failure queue is a dead-letter
 * queue that cdk-nag's rule (SQSQueueDLQ) cannot see as one: it looks only at queues' redrive
 * policies and functions' DeadLetterConfig, not at an event source mapping's DestinationConfig
 * (infra/events.ts).
 */
const ACKNOWLEDGEMENT_BUDGET = 12;

const only = <T>(record: Record<string, T>): [string, T] => {
  const entries = Object.entries(record);
  expect(entries).toHaveLength(1);
  return entries[0]!;
};

describe('the table', { timeout: 120_000 }, () => {
  it('has point-in-time recovery and deletion protection, and is retained, in production', () => {
    const [, table] = only(resourcesOf(prod.template, 'AWS::DynamoDB::Table'));
    expect(table.Properties!.PointInTimeRecoverySpecification).toEqual({
      PointInTimeRecoveryEnabled: true,
    });
    expect(table.Properties!.DeletionProtectionEnabled).toBe(true);
    expect((table as { DeletionPolicy?: string }).DeletionPolicy).toBe('Retain');
  });

  it('can be deleted with a throwaway stage, which still keeps point-in-time recovery', () => {
    const [, table] = only(resourcesOf(dev.template, 'AWS::DynamoDB::Table'));
    expect(table.Properties!.DeletionProtectionEnabled).toBe(false);
    expect(table.Properties!.PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled).toBe(
      true,
    );
  });
});

describe.each(stages)('the uploads bucket (%s)', (_stage, { template }) => {
  it('is versioned, encrypted, TLS-only and blocks all public access', () => {
    const buckets = resourcesOf(template, 'AWS::S3::Bucket');
    const [id, uploads] = Object.entries(buckets).find(([, b]) => b.Properties?.CorsConfiguration)!;
    const props = uploads.Properties!;
    expect(props.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(props.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ NoncurrentVersionExpiration: { NoncurrentDays: 30 } }),
    );
    expect(
      props.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault
        .SSEAlgorithm,
    ).toBe('AES256');
    expect(props.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const policy = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy')).find(
      (p) => p.Properties!.Bucket.Ref === id,
    )!;
    expect(policy.Properties!.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
  });
});

/** Logical id of the function a `{ 'Fn::GetAtt': [id, 'Arn'] }` or `{ Ref: id }` points at. */
const refId = (value: any): string | undefined => value?.['Fn::GetAtt']?.[0] ?? value?.Ref;

describe('every asynchronous target', () => {
  const { template } = dev;
  const functions = resourcesOf(template, 'AWS::Lambda::Function');
  const queues = resourcesOf(template, 'AWS::SQS::Queue');

  it('is an EventBridge target with retries and a dead-letter queue', () => {
    const rules = Object.values(resourcesOf(template, 'AWS::Events::Rule'));
    expect(rules.length).toBeGreaterThanOrEqual(2);
    for (const rule of rules) {
      for (const target of rule.Properties!.Targets) {
        expect(target.RetryPolicy).toEqual({
          MaximumRetryAttempts: asyncRetries.delivery.retryAttempts,
          MaximumEventAgeInSeconds: asyncRetries.delivery.maxEventAge.toSeconds(),
        });
        expect(queues[refId(target.DeadLetterConfig.Arn)!]).toBeDefined();
      }
    }
  });

  it('is invoked by Lambda with its own retries and the same dead-letter queue', () => {
    // Every function that AWS invokes asynchronously: EventBridge, S3, SNS or SES call it.
    const asyncPrincipals = ['events.amazonaws.com', 's3.amazonaws.com', 'sns.amazonaws.com'];
    const asyncFunctions = Object.values(resourcesOf(template, 'AWS::Lambda::Permission'))
      .filter((p) => asyncPrincipals.includes(p.Properties!.Principal))
      .map((p) => refId(p.Properties!.FunctionName)!);
    expect(asyncFunctions.length).toBeGreaterThanOrEqual(2);
    const invokeConfigs = Object.values(resourcesOf(template, 'AWS::Lambda::EventInvokeConfig'));
    for (const id of asyncFunctions) {
      const queueId = refId(functions[id]!.Properties!.DeadLetterConfig?.TargetArn);
      expect(queues[queueId!], id).toBeDefined();
      const config = invokeConfigs.find((c) => c.Properties!.FunctionName.Ref === id);
      expect(config?.Properties, id).toMatchObject({
        MaximumRetryAttempts: asyncRetries.run.retryAttempts,
        MaximumEventAgeInSeconds: asyncRetries.run.maxEventAge.toSeconds(),
      });
    }
  });

  it('has no other asynchronous source (bucket notifications, SES event destinations)', () => {
    for (const bucket of Object.values(resourcesOf(template, 'AWS::S3::Bucket'))) {
      expect(bucket.Properties!.NotificationConfiguration).toBeUndefined();
    }
    template.resourceCountIs('Custom::S3BucketNotifications', 0);
    template.resourceCountIs('AWS::SES::ConfigurationSetEventDestination', 0);
    // SNS invokes one function: the inbound texts' handler (infra/sms.ts), checked above.
    const lambdaSubscriptions = Object.values(
      resourcesOf(template, 'AWS::SNS::Subscription'),
    ).filter((s) => s.Properties!.Protocol === 'lambda');
    expect(lambdaSubscriptions.map((s) => refId(s.Properties!.Endpoint))).toEqual([
      expect.stringMatching(/^SmsInboundHandler/),
    ]);
  });
});

describe('the HTTP API', () => {
  it('throttles each route of the table by its kind, once its route exists', () => {
    const [stageId, stage] = only(resourcesOf(dev.template, 'AWS::ApiGatewayV2::Stage'));
    const settings = stage.Properties!.RouteSettings as Record<string, Record<string, number>>;
    const expected = routeThrottles(routeList);
    expect(Object.keys(settings).sort()).toEqual(Object.keys(expected).sort());
    for (const [key, limit] of Object.entries(expected))
      expect(settings[key], key).toEqual({
        ThrottlingRateLimit: limit.rateLimit,
        ThrottlingBurstLimit: limit.burstLimit,
      });
    expect(settings['GET /api/inbox/unread']!.ThrottlingRateLimit).toBe(
      throttles.polling.rateLimit,
    );
    expect(stage.Properties!.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: defaultRouteThrottle.rateLimit,
      ThrottlingBurstLimit: defaultRouteThrottle.burstLimit,
    });
    // API Gateway refuses settings of a route key it does not know: the routes come first.
    const nestedStacks = Object.keys(
      resourcesOf(dev.stacks[0]!.template, 'AWS::CloudFormation::Stack'),
    );
    const dependsOn = [dev.stacks[0]!.flattened.Resources[stageId].DependsOn ?? []].flat();
    for (const nested of nestedStacks.filter((id) => /Routes/.test(id)))
      expect(dependsOn, nested).toContain(nested);
  });
});

/** The alarms of a stage, by the metric (or metrics) each watches. */
function alarmsOf(template: Template) {
  return Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).map((a) => {
    const props = a.Properties!;
    const metrics: any[] = props.Metrics
      ? props.Metrics.filter((m: any) => m.MetricStat).map((m: any) => m.MetricStat.Metric)
      : [
          {
            Namespace: props.Namespace,
            MetricName: props.MetricName,
            Dimensions: props.Dimensions,
          },
        ];
    return { props, names: metrics.map((m) => `${m.Namespace} ${m.MetricName}`), metrics };
  });
}

describe.each(stages)('alarms (%s)', (stage, { template }) => {
  const alarms = alarmsOf(template);
  const watching = (name: string) => alarms.filter((a) => a.names.includes(name));
  // The alarms' topic; the other one carries inbound texts (infra/sms.ts).
  const topics = Object.entries(resourcesOf(template, 'AWS::SNS::Topic'));
  const [topicId, topic] = only(
    Object.fromEntries(topics.filter(([id]) => !id.startsWith('SmsInbound'))),
  );

  it('watch the API 5xx rate, throttles, every dead-letter queue and SES reputation', () => {
    const [api5xx] = watching('AWS/ApiGateway 5xx');
    expect(api5xx!.names).toContain('AWS/ApiGateway Count');
    const expression = api5xx!.props.Metrics.find((m: any) => m.Expression).Expression;
    expect(expression).toContain('100 * errors / requests');
    expect(api5xx!.props.Threshold).toBe(alarmThresholds.api5xxPercent);

    expect(watching('AWS/Lambda Throttles')).toHaveLength(1);
    expect(watching('AWS/DynamoDB WriteThrottleEvents')).toHaveLength(1);

    // Every dead-letter queue: each queue but the work queues, which redrive to one of them.
    const queues = Object.entries(resourcesOf(template, 'AWS::SQS::Queue'))
      .filter(([, queue]) => !queue.Properties?.RedrivePolicy)
      .map(([id]) => id);
    const dlqAlarms = watching('AWS/SQS ApproximateNumberOfMessagesVisible');
    expect(dlqAlarms.map((a) => a.metrics[0].Dimensions[0].Value['Fn::GetAtt'][0]).sort()).toEqual(
      queues.sort(),
    );
    for (const alarm of dlqAlarms) expect(alarm.props.Threshold).toBe(0);

    const [bounce] = watching('AWS/SES Reputation.BounceRate');
    expect(bounce!.props.Threshold).toBe(0.05);
    const [complaint] = watching('AWS/SES Reputation.ComplaintRate');
    expect(complaint!.props.Threshold).toBe(0.001);
  });

  it('notify the encrypted alarm topic, and say where the first steps are written', () => {
    expect(alarms.length).toBeGreaterThanOrEqual(7);
    for (const { props } of alarms) {
      expect(props.AlarmActions).toEqual([{ Ref: topicId }]);
      expect(props.AlarmDescription).toMatch(/See docs\/operations\.md, "[^"]+"\./);
      expect(props.ComparisonOperator).toBe('GreaterThanThreshold');
    }
    expect(topic.Properties!.KmsMasterKeyId).toBeDefined();
    const subscriptions = Object.values(resourcesOf(template, 'AWS::SNS::Subscription')).filter(
      (s) => s.Properties!.TopicArn?.Ref === topicId,
    );
    expect(subscriptions.map((s) => s.Properties!.Endpoint)).toEqual(
      stage === 'prod' ? [prodSettings.alarmEmail] : [],
    );
  });
});

describe('traced SDK calls', () => {
  it('every function of the stage has active tracing and the Powertools tracer settings', () => {
    for (const [stage, { template }] of stages) {
      // The app's functions are those with the Powertools logger; CDK's helpers have neither.
      const functions = Object.values(resourcesOf(template, 'AWS::Lambda::Function')).filter(
        (fn) => fn.Properties!.Environment?.Variables?.POWERTOOLS_SERVICE_NAME,
      );
      expect(functions, stage).toHaveLength(stageEntries().length);
      for (const fn of functions) {
        const name = `${stage}: ${fn.Properties!.Description}`;
        expect(fn.Properties!.TracingConfig, name).toEqual({ Mode: 'Active' });
        // Tracing on, and no answer (personal data) in any trace.
        expect(fn.Properties!.Environment.Variables, name).toMatchObject({
          POWERTOOLS_TRACE_ENABLED: 'true',
          POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
        });
      }
    }
  });
});

describe('structured logs', () => {
  it('are configured on every function of the app (Powertools service and level)', () => {
    // The app's own functions (infra/constructs/app-function.ts, traced); CDK's helpers aside.
    const functions = Object.values(resourcesOf(dev.template, 'AWS::Lambda::Function')).filter(
      (fn) => fn.Properties!.TracingConfig?.Mode === 'Active',
    );
    expect(functions.length).toBeGreaterThan(20);
    for (const fn of functions) {
      expect(fn.Properties!.Environment.Variables, fn.Properties!.Description).toMatchObject(
        logSettings,
      );
    }
  });
});

describe('CloudFront headers (prod)', () => {
  it('send a CSP without unsafe-inline or unsafe-eval, frame-ancestors none, and HSTS', () => {
    const [, policy] = only(resourcesOf(prod.template, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const security = policy.Properties!.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(security.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(security.StrictTransportSecurity).toMatchObject({
      IncludeSubdomains: true,
      Override: true,
    });
    expect(security.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(
      31_536_000,
    );
  });
});

/**
 * How acknowledgements are counted: one per AwsSolutions rule acknowledged anywhere in the
 * stage's app (both stacks, nested stacks included), whatever the number of resources or of
 * findings within it: 'IAM5[Resource::*]' on 100 functions and 'IAM5[Action::s3:List*]' on
 * one role are one acknowledged rule, IAM5. Each must carry a reason and be used by a finding
 * (a stale acknowledgement would hide the next real finding of that rule).
 */
function acknowledgements(app: App) {
  const declared = new Map<string, string[]>();
  const visit = (node: IConstruct) => {
    for (const entry of node.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        const rule = id.replace(/^annotation::/i, '');
        if (!rule.startsWith('AwsSolutions-')) continue;
        declared.set(rule, [...(declared.get(rule) ?? []), reason]);
      }
    }
    node.node.children.forEach(visit);
  };
  visit(app);
  // Run the pack again, noting every acknowledgement that silences a finding.
  const pack = new AwsSolutionsChecks(app);
  const used = new Set<string>();
  const checks = pack as unknown as { isAcknowledged: (node: IConstruct, id: string) => boolean };
  const isAcknowledged = checks.isAcknowledged.bind(pack);
  checks.isAcknowledged = (node, id) => {
    const acknowledged = isAcknowledged(node, id);
    if (acknowledged) used.add(id);
    return acknowledged;
  };
  const { violations } = pack.validateScope(app);
  const rules = new Set([...declared.keys()].map((id) => id.replace(/\[.*$/, '')));
  return { declared, used, violations, rules };
}

describe.each(stages)('cdk-nag AwsSolutions (%s)', (_stage, { app }) => {
  const { declared, used, violations, rules } = acknowledgements(app);

  it('has no unacknowledged finding, error or warning', () => {
    expect(violations.map((v) => v.ruleName)).toEqual([]);
  });

  it(`acknowledges at most ${ACKNOWLEDGEMENT_BUDGET} rules, each with a reason and a finding`, () => {
    expect(rules.size, [...rules].join(' ')).toBeLessThanOrEqual(ACKNOWLEDGEMENT_BUDGET);
    expect(rules.size).toBeGreaterThan(0);
    for (const [id, reasons] of declared) {
      expect(used.has(id), `${id} silences nothing: remove it`).toBe(true);
      for (const reason of reasons) expect(reason.length, id).toBeGreaterThanOrEqual(40);
    }
  });
});
