import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { functionsByRoute, resourcesOf, synthStage } from './synth-stage.js';

const off = synthStage();
const on = synthStage({ overrides: { rum: true, appUrl: 'https://dev.caregivers.example' } });

/** The CSP the CloudFront response headers policy sends, as one string. */
function cspOf(template: Template): string {
  const [policy] = Object.values(resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'));
  const config = policy!.Properties!.ResponseHeadersPolicyConfig;
  return JSON.stringify(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
}

const connectSrc = (csp: string): string => /connect-src ([^;]*)/.exec(csp)?.[1] ?? '';

/** Environment variables of the GET /api/config function. */
function clientConfigEnv(template: Template): Record<string, unknown> {
  const clientConfig = functionsByRoute(template).get('GET /api/config');
  expect(clientConfig).toBeDefined();
  return clientConfig!.fn.Properties!.Environment?.Variables ?? {};
}

describe('CloudWatch RUM, off by default', { timeout: 120_000 }, () => {
  it('makes no app monitor, identity pool or guest role', () => {
    off.template.resourceCountIs('AWS::RUM::AppMonitor', 0);
    off.template.resourceCountIs('AWS::Cognito::IdentityPool', 0);
    off.template.resourceCountIs('AWS::Cognito::IdentityPoolRoleAttachment', 0);
    expect(off.stack.rum).toBeUndefined();
  });

  it('lets the SPA reach no RUM endpoint and tells it of none', () => {
    const csp = cspOf(off.template);
    expect(csp).not.toContain('rum.');
    expect(csp).not.toContain('cognito-identity.');
    expect(Object.keys(clientConfigEnv(off.template)).filter((k) => k.startsWith('RUM_'))).toEqual(
      [],
    );
  });
});

describe('CloudWatch RUM, on for a stage', { timeout: 120_000 }, () => {
  const monitors = Object.entries(resourcesOf(on.template, 'AWS::RUM::AppMonitor'));
  const [monitorId, monitor] = monitors[0] ?? [];
  const pools = Object.entries(resourcesOf(on.template, 'AWS::Cognito::IdentityPool'));
  const [poolId, pool] = pools[0] ?? [];

  it('monitors the app domain without cookies, X-Ray or a log copy', () => {
    expect(monitors).toHaveLength(1);
    const props = monitor!.Properties!;
    expect(props.DomainList).toContain(new URL(on.config.appUrl).host);
    // CloudFront's own domain too: a stage without a certificate is served from it.
    expect(props.DomainList).toHaveLength(2);
    expect(props.CwLogEnabled).toBe(false);
    const config = props.AppMonitorConfiguration;
    expect(config.AllowCookies).toBe(false);
    expect(config.EnableXRay).toBe(false);
    expect([...config.Telemetries].sort()).toEqual(['errors', 'http', 'performance']);
    expect(config.SessionSampleRate).toBeGreaterThan(0);
    expect(config.SessionSampleRate).toBeLessThanOrEqual(1);
    expect(config.IdentityPoolId).toEqual({ Ref: poolId });
  });

  it('has one identity pool of guests, without the classic flow', () => {
    expect(pools).toHaveLength(1);
    expect(pool!.Properties!.AllowUnauthenticatedIdentities).toBe(true);
    expect(pool!.Properties!.AllowClassicFlow).toBe(false);
  });

  it("gives the pool's guests a role that may only PutRumEvents on this monitor", () => {
    const attachments = Object.values(
      resourcesOf(on.template, 'AWS::Cognito::IdentityPoolRoleAttachment'),
    );
    expect(attachments).toHaveLength(1);
    const { IdentityPoolId, Roles } = attachments[0]!.Properties!;
    expect(IdentityPoolId).toEqual({ Ref: poolId });
    expect(Object.keys(Roles)).toEqual(['unauthenticated']);
    const roleId: string = Roles.unauthenticated['Fn::GetAtt'][0];
    const role = resourcesOf(on.template, 'AWS::IAM::Role')[roleId]!.Properties!;

    const [trust, ...otherTrust] = role.AssumeRolePolicyDocument.Statement;
    expect(otherTrust).toEqual([]);
    expect(trust).toMatchObject({
      Effect: 'Allow',
      Action: 'sts:AssumeRoleWithWebIdentity',
      Principal: { Federated: 'cognito-identity.amazonaws.com' },
      Condition: {
        StringEquals: { 'cognito-identity.amazonaws.com:aud': { Ref: poolId } },
        'ForAnyValue:StringLike': { 'cognito-identity.amazonaws.com:amr': 'unauthenticated' },
      },
    });

    expect(role.ManagedPolicyArns).toBeUndefined();
    const attached = Object.values(resourcesOf(on.template, 'AWS::IAM::Policy')).filter((p) =>
      (p.Properties!.Roles ?? []).some((r: any) => r?.Ref === roleId),
    );
    expect(attached).toEqual([]);
    const statements = role.Policies.flatMap((p: any) => p.PolicyDocument.Statement);
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 'rum:PutRumEvents',
        Resource: on.stack.resolve(on.stack.rum!.monitorArn),
      },
    ]);
    const arn = JSON.stringify(statements[0].Resource);
    expect(arn).toContain(`:rum:${on.config.region}:`);
    expect(arn).toContain(`:appmonitor/${monitor!.Properties!.Name}`);
  });

  it('lets the SPA reach the RUM data plane and Cognito identity, and nothing more', () => {
    const connect = connectSrc(cspOf(on.template)).split(' ');
    const region = on.config.region;
    expect(connect).toContain(`https://dataplane.rum.${region}.amazonaws.com`);
    expect(connect).toContain(`https://cognito-identity.${region}.amazonaws.com`);
    expect(connect.filter((source) => source.includes('sts.'))).toEqual([]);
    // Everything else of the policy is as without RUM.
    const withoutRum = connectSrc(cspOf(off.template)).split(' ');
    expect(connect.filter((source) => !withoutRum.includes(source))).toHaveLength(2);
  });

  it('tells the SPA the monitor and the pool through GET /api/config', () => {
    const env = clientConfigEnv(on.template);
    expect(env.RUM_APP_MONITOR_ID).toEqual({ 'Fn::GetAtt': [monitorId, 'Id'] });
    expect(env.RUM_IDENTITY_POOL_ID).toEqual({ Ref: poolId });
    expect(env.RUM_SAMPLE_RATE).toBe(
      String(monitor!.Properties!.AppMonitorConfiguration.SessionSampleRate),
    );
    // No other function learns about RUM.
    const clientConfig = functionsByRoute(on.template).get('GET /api/config')!.id;
    const others = Object.entries(resourcesOf(on.template, 'AWS::Lambda::Function')).filter(
      ([id, fn]) =>
        id !== clientConfig &&
        'RUM_APP_MONITOR_ID' in (fn.Properties!.Environment?.Variables ?? {}),
    );
    expect(others).toEqual([]);
  });

  it('passes cdk-nag with no unacknowledged error', () => {
    const report = JSON.parse(readFileSync(join(on.app.outdir, 'validation-report.json'), 'utf8'));
    const errors = report.pluginReports.flatMap((plugin: any) =>
      plugin.violations.filter((v: any) => v.severity === 'error' || v.severity === 'fatal'),
    );
    expect(errors).toEqual([]);
  });
});
