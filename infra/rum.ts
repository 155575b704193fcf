import { Stack } from 'aws-cdk-lib';
import { CfnIdentityPool, CfnIdentityPoolRoleAttachment } from 'aws-cdk-lib/aws-cognito';
import { FederatedPrincipal, PolicyDocument, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import { CfnAppMonitor } from 'aws-cdk-lib/aws-rum';
import { Construct } from 'constructs';
import type { EnvOf } from '../lambdas/ports/env.js';
import { acknowledge } from './acknowledge.js';
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
 * and a Cognito identity pool of guests whose role may do nothing but PutRumEvents on this one
 * monitor. The web client takes guest credentials by the enhanced flow (GetCredentialsForIdentity
 * on cognito-identity), so the classic flow and STS stay off.
 */
export class AppRum extends Construct {
  readonly monitor: CfnAppMonitor;
  readonly monitorArn: string;
  readonly identityPool: CfnIdentityPool;
  readonly guestRole: Role;

  constructor(scope: Construct, id: string, { config, domains }: AppRumProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const name = `${stack.stackName}-spa`;
    this.monitorArn = stack.formatArn({
      service: 'rum',
      resource: 'appmonitor',
      resourceName: name,
    });

    this.identityPool = new CfnIdentityPool(this, 'Guests', {
      identityPoolName: `${stack.stackName}-rum`,
      allowUnauthenticatedIdentities: true,
      allowClassicFlow: false,
    });
    acknowledge(
      this.identityPool,
      'COG7',
      'Unauthenticated identities are the point: visitors send RUM events before any sign-in, and the guest role may only PutRumEvents on this one app monitor.',
    );

    // Trust as AWS documents for identity pool roles: this pool's guests only.
    this.guestRole = new Role(this, 'GuestRole', {
      description: `CloudWatch RUM guests of ${stack.stackName}: send events to one app monitor`,
      assumedBy: new FederatedPrincipal(
        'cognito-identity.amazonaws.com',
        {
          StringEquals: { 'cognito-identity.amazonaws.com:aud': this.identityPool.ref },
          'ForAnyValue:StringLike': { 'cognito-identity.amazonaws.com:amr': 'unauthenticated' },
        },
        'sts:AssumeRoleWithWebIdentity',
      ),
      inlinePolicies: {
        putRumEvents: new PolicyDocument({
          statements: [
            new PolicyStatement({ actions: ['rum:PutRumEvents'], resources: [this.monitorArn] }),
          ],
        }),
      },
    });
    new CfnIdentityPoolRoleAttachment(this, 'GuestRoles', {
      identityPoolId: this.identityPool.ref,
      roles: { unauthenticated: this.guestRole.roleArn },
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
        // No guest role here: a snippet built from it would use the classic flow, which is off.
        identityPoolId: this.identityPool.ref,
      },
    });
    this.monitor.applyRemovalPolicy(config.removalPolicy);
  }

  /** What GET /api/config tells the SPA (public ids, no secret). */
  get settings(): Record<keyof EnvOf<'rum'>, string> {
    return {
      RUM_APP_MONITOR_ID: this.monitor.attrId,
      RUM_IDENTITY_POOL_ID: this.identityPool.ref,
      RUM_SAMPLE_RATE: String(rumSessionSampleRate),
    };
  }
}
