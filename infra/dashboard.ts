import { Duration, Stack } from 'aws-cdk-lib';
import {
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { businessMetrics, type BusinessMetric } from '../lambdas/core/ports/metrics.js';
import { metricsNamespace } from '../lambdas/ports/metrics.js';
import { logSettings } from './constructs/app-function.js';
import type { AppMail } from './mail.js';
import type { StageConfig } from './stage-config.js';

const fiveMinutes = Duration.minutes(5);

/** A business metric of a stage as Powertools writes it (lambdas/ports/metrics.ts). */
export const businessMetric = (stage: string, name: BusinessMetric, period = fiveMinutes) =>
  new Metric({
    namespace: metricsNamespace(stage),
    metricName: name,
    dimensionsMap: { service: logSettings.POWERTOOLS_SERVICE_NAME },
    statistic: 'Sum',
    period,
  });

export interface AppDashboardProps {
  config: StageConfig;
  api: HttpApi;
  table: Table;
  mail: AppMail;
}

/**
 * One CloudWatch dashboard per stage (docs/decisions/deploying-and-aws.md, "Observability"): the
 * API, the functions of this stack (one SEARCH per metric rather than a line per function), the
 * table, mail (SES, the outbox's counts, the paced queue) and the business metrics.
 */
export class AppDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, { config, api, table, mail }: AppDashboardProps) {
    super(scope, id);
    const stackName = Stack.of(this).stackName;
    const functions = (metricName: string, statistic: string, label: string) =>
      new MathExpression({
        expression: `SEARCH('{AWS/Lambda,FunctionName} MetricName="${metricName}" "${stackName}"', '${statistic}', 300)`,
        usingMetrics: {},
        label,
        period: fiveMinutes,
      });
    const graph = (title: string, left: IMetric[], width = 8) =>
      new GraphWidget({ title, left, width, height: 6 });
    const ses = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Sum', period: fiveMinutes });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${stackName}-overview`,
      defaultInterval: Duration.hours(24),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `# Caregiver marketplace, stage ${config.stage}\nAlarms and their first steps: docs/operations.md.`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('API requests and errors', [
        api.metricCount({ period: fiveMinutes, statistic: 'Sum' }),
        api.metricClientError({ period: fiveMinutes, statistic: 'Sum' }),
        api.metricServerError({ period: fiveMinutes, statistic: 'Sum' }),
      ]),
      graph(
        'API latency (ms)',
        ['p50', 'p95', 'p99'].map((statistic) =>
          api.metricLatency({ period: fiveMinutes, statistic }),
        ),
      ),
      graph('Functions', [
        functions('Errors', 'Sum', 'errors'),
        functions('Throttles', 'Sum', 'throttles'),
      ]),
    );
    this.dashboard.addWidgets(
      graph('Function duration p95 (ms)', [functions('Duration', 'p95', 'duration')]),
      graph('Table capacity', [
        table.metricConsumedReadCapacityUnits({ period: fiveMinutes, statistic: 'Sum' }),
        table.metricConsumedWriteCapacityUnits({ period: fiveMinutes, statistic: 'Sum' }),
      ]),
      graph('Table throttles', [
        table.metric('ReadThrottleEvents', { period: fiveMinutes, statistic: 'Sum' }),
        table.metric('WriteThrottleEvents', { period: fiveMinutes, statistic: 'Sum' }),
      ]),
    );
    this.dashboard.addWidgets(
      graph('Mail (SES)', [ses('Send'), ses('Delivery'), ses('Bounce'), ses('Complaint')]),
      graph('Mail sent and refused (outbox)', [
        businessMetric(config.stage, 'MailSent'),
        businessMetric(config.stage, 'MailRefused'),
      ]),
      graph('Mail queue', [
        mail.queue.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes }),
        mail.queue.metricApproximateAgeOfOldestMessage({ period: fiveMinutes }),
        mail.queueDeadLetters.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes }),
      ]),
    );
    this.dashboard.addWidgets(
      graph(
        'Business (per 5 minutes)',
        businessMetrics
          .filter((name) => !name.startsWith('Mail'))
          .map((name) => businessMetric(config.stage, name)),
        24,
      ),
    );
  }
}
