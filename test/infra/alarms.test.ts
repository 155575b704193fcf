import { describe, expect, it } from 'vitest';
import { alarmThresholds } from '../../infra/alarms.js';
import { businessMetrics } from '../../lambdas/core/ports/metrics.js';
import { metricsNamespace } from '../../lambdas/ports/metrics.js';
import { resourcesOf, synthStage } from './synth-stage.js';

// One synth for the file: a dev stage that names a person to page.
const { template } = synthStage({ overrides: { alarmEmail: 'oncall@caregivers.example' } });
const alarms = () => Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
const functions = resourcesOf(template, 'AWS::Lambda::Function');
/** The metrics an alarm reads: its own, or those of its math expression. */
const metricsOf = (alarm: { Properties?: Record<string, any> }) => {
  const p = alarm.Properties!;
  if (p.MetricName)
    return [{ Namespace: p.Namespace, MetricName: p.MetricName, Dimensions: p.Dimensions ?? [] }];
  return (p.Metrics as any[])
    .filter((m) => m.MetricStat)
    .map((m) => ({ ...m.MetricStat.Metric, Dimensions: m.MetricStat.Metric.Dimensions ?? [] }));
};
const byDescription = (text: RegExp) =>
  alarms().filter((a) => text.test(a.Properties!.AlarmDescription));

describe('alarms', { timeout: 120_000 }, () => {
  it('reach a person: the alarm topic e-mails the stage alarmEmail', () => {
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'oncall@caregivers.example',
    });
    for (const alarm of alarms()) expect(alarm.Properties!.AlarmActions).toHaveLength(1);
  });

  it('watch every Cognito trigger function for errors', () => {
    const [pool] = Object.values(resourcesOf(template, 'AWS::Cognito::UserPool'));
    const triggerIds = Object.values(pool!.Properties!.LambdaConfig as Record<string, any>).map(
      (arn) => arn['Fn::GetAtt'][0] as string,
    );
    expect(triggerIds.length).toBeGreaterThanOrEqual(4);
    const watched = byDescription(/Cognito trigger/).map((alarm) => {
      const [metric] = metricsOf(alarm);
      expect(metric).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors' });
      expect(alarm.Properties!.Threshold).toBe(0);
      return metric!.Dimensions.find((d: any) => d.Name === 'FunctionName').Value.Ref as string;
    });
    expect(watched.sort()).toEqual([...triggerIds].sort());
    for (const id of watched) expect(functions[id]).toBeDefined();
  });

  it('fire on a 4xx surge and on p95 and p99 latency of the API', () => {
    const [surge] = byDescription(/refused \(4xx\)/);
    expect(
      metricsOf(surge!)
        .map((m) => m.MetricName)
        .sort(),
    ).toEqual(['4xx', 'Count']);
    for (const m of metricsOf(surge!)) expect(m.Namespace).toBe('AWS/ApiGateway');
    expect(surge!.Properties!.Threshold).toBe(alarmThresholds.api4xxPercent);

    for (const [statistic, threshold] of [
      ['p95', alarmThresholds.apiLatencyP95Ms],
      ['p99', alarmThresholds.apiLatencyP99Ms],
    ] as const) {
      const [latency] = alarms().filter((a) => a.Properties!.ExtendedStatistic === statistic);
      expect(latency!.Properties).toMatchObject({
        Namespace: 'AWS/ApiGateway',
        MetricName: 'Latency',
        Threshold: threshold,
        EvaluationPeriods: 3,
      });
      expect(latency!.Properties!.Dimensions[0].Name).toBe('ApiId');
    }
  });

  it('fire when SES refuses mail, on the business metric the outbox emits', () => {
    const [refused] = byDescription(/SES refused e-mail/);
    expect(metricsOf(refused!)).toEqual([
      {
        Namespace: metricsNamespace('dev'),
        MetricName: 'MailRefused',
        Dimensions: [{ Name: 'service', Value: 'caregiver-marketplace' }],
      },
    ]);
  });

  it('every function emits its business metrics to the stage namespace', () => {
    // The app's functions (CDK's own helpers, such as the SPA copier, emit none).
    const ours = Object.values(functions).filter(
      (f) => f.Properties!.Environment?.Variables?.POWERTOOLS_SERVICE_NAME,
    );
    expect(ours.length).toBeGreaterThan(15);
    for (const fn of ours)
      expect(fn.Properties!.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE).toBe(
        metricsNamespace('dev'),
      );
  });
});

describe('dashboard', { timeout: 120_000 }, () => {
  it('one per stage, with the API, functions, table, mail and business metrics', () => {
    const dashboards = Object.values(resourcesOf(template, 'AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]!.Properties!.DashboardBody);
    for (const part of [
      'AWS/ApiGateway',
      'Latency',
      'SEARCH(',
      'AWS/Lambda',
      'ConsumedReadCapacityUnits',
      'AWS/SES',
      'ApproximateAgeOfOldestMessage',
      metricsNamespace('dev'),
      ...businessMetrics,
    ])
      expect(body).toContain(part);
  });
});
