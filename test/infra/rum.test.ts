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
  it('makes no app monitor', () => {
    off.template.resourceCountIs('AWS::RUM::AppMonitor', 0);
    expect(off.stack.rum).toBeUndefined();
  });

  it('lets the SPA reach no RUM endpoint and tells it of none', () => {
    const csp = cspOf(off.template);
    expect(csp).not.toContain('rum.');
    expect(Object.keys(clientConfigEnv(off.template)).filter((k) => k.startsWith('RUM_'))).toEqual(
      [],
    );
  });
});

describe('CloudWatch RUM, on for a stage', { timeout: 120_000 }, () => {
  const monitors = Object.entries(resourcesOf(on.template, 'AWS::RUM::AppMonitor'));
  const [monitorId, monitor] = monitors[0] ?? [];

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
    expect(config.IdentityPoolId).toBeUndefined();
  });

  it('takes unsigned events on this monitor only, and makes no identity pool or guest role', () => {
    const policy = JSON.parse(
      JSON.stringify(on.stack.resolve(monitor!.Properties!.ResourcePolicy.PolicyDocument)),
    );
    // The document is built as a string with the monitor's ARN inside (Fn::Join).
    const text = JSON.stringify(policy);
    expect(text).toContain('\\"Action\\":\\"rum:PutRumEvents\\"');
    expect(text).toContain('\\"Principal\\":{\\"AWS\\":\\"*\\"}');
    expect(text).toContain(`:rum:${on.config.region}:`);
    expect(text).toContain(`:appmonitor/${monitor!.Properties!.Name}`);
    expect(text.match(/Statement/g)).toHaveLength(1);
    expect(text.match(/\\"Effect\\"/g)).toHaveLength(1);
    on.template.resourceCountIs('AWS::Cognito::IdentityPool', 0);
    on.template.resourceCountIs('AWS::Cognito::IdentityPoolRoleAttachment', 0);
    const rumRoles = Object.values(resourcesOf(on.template, 'AWS::IAM::Role')).filter((role) =>
      JSON.stringify(role.Properties).includes('rum:PutRumEvents'),
    );
    expect(rumRoles).toEqual([]);
  });

  it('lets the SPA reach the RUM data plane, and nothing more', () => {
    const connect = connectSrc(cspOf(on.template)).split(' ');
    const region = on.config.region;
    // Everything else of the policy is as without RUM: no Cognito identity, no STS.
    const withoutRum = connectSrc(cspOf(off.template)).split(' ');
    expect(connect.filter((source) => !withoutRum.includes(source))).toEqual([
      `https://dataplane.rum.${region}.amazonaws.com`,
    ]);
  });

  it('tells the SPA the monitor through GET /api/config', () => {
    const env = clientConfigEnv(on.template);
    expect(env.RUM_APP_MONITOR_ID).toEqual({ 'Fn::GetAtt': [monitorId, 'Id'] });
    expect(
      Object.keys(env)
        .filter((k) => k.startsWith('RUM_'))
        .sort(),
    ).toEqual(['RUM_APP_MONITOR_ID', 'RUM_SAMPLE_RATE']);
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
