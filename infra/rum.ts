import { Stack } from 'aws-cdk-lib';
import { AnyPrincipal, PolicyDocument, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnAppMonitor } from 'aws-cdk-lib/aws-rum';
import { Construct } from 'constructs';
import type { EnvOf } from '../lambdas/ports/env.js';
import type { StageConfig } from './stage-config.js';

export interface AppRumProps {
  config: StageConfig;
  /** Hosts the SPA is served from: appUrl's, and CloudFront's own (a stage without a certificate). */
  domains: string[];
}

/**
 * Every session is recorded: the audience is small and RUM bills per event, so a full sample
 * costs little and keeps rare errors visible. Lower it here when traffic grows.
 */
export const rumSessionSampleRate = 1;

/**
 * CloudWatch RUM for the SPA, made only on stages with `rum: true`: an app monitor (page load
 * times, JavaScript errors, failed API calls; no cookies, so no user is followed across visits)
 * whose resource-based policy lets the page send events unsigned, and to this one monitor only
 * (AWS: "Using resource-based policies with CloudWatch RUM"). No identity pool and no guest role:
 * the slim web client (`@aws-rum/web-slim`) carries no Cognito or SigV4 code, and the guests an
 * identity pool handed out could do exactly this and nothing more anyway.
 */
export class AppRum extends Construct {
  readonly monitor: CfnAppMonitor;
  readonly monitorArn: string;

  constructor(scope: Construct, id: string, { config, domains }: AppRumProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const name = `${stack.stackName}-spa`;
    this.monitorArn = stack.formatArn({
      service: 'rum',
      resource: 'appmonitor',
      resourceName: name,
    });

    this.monitor = new CfnAppMonitor(this, 'Monitor', {
      name,
      domainList: domains,
      // RUM keeps events 30 days; a copy in CloudWatch Logs would cost more and keep them longer.
      cwLogEnabled: false,
      appMonitorConfiguration: {
        // No cookies: the client keeps no user id across visits, so nobody is tracked and no
        // cookie banner is needed; sessions then count page loads, not people.
        allowCookies: false,
        enableXRay: false,
        sessionSampleRate: rumSessionSampleRate,
        telemetries: ['errors', 'performance', 'http'],
      },
      resourcePolicy: {
        policyDocument: stack.toJsonString(
          new PolicyDocument({
            statements: [
              new PolicyStatement({
                principals: [new AnyPrincipal()],
                actions: ['rum:PutRumEvents'],
                resources: [this.monitorArn],
              }),
            ],
          }).toJSON(),
        ),
      },
    });
    this.monitor.applyRemovalPolicy(config.removalPolicy);
  }

  /** What GET /api/config tells the SPA (public ids, no secret). */
  get settings(): Record<keyof EnvOf<'rum'>, string> {
    return {
      RUM_APP_MONITOR_ID: this.monitor.attrId,
      RUM_SAMPLE_RATE: String(rumSessionSampleRate),
    };
  }
}
