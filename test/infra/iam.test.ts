import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../infra/project-paths.js';
import { routeKey, type Need, type RouteDef } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import { actionsOf, functionsByDescription, synthStage } from './synth-stage.js';

const { template } = synthStage();
const functions = functionsByDescription(template);

// Written out here, not imported from infra: the test states the policy independently.
const always = [
  'logs:CreateLogStream',
  'logs:PutLogEvents',
  'xray:PutTraceSegments',
  'xray:PutTelemetryRecords',
];
const dynamoRead = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:DescribeTable',
];
const dynamoWrite = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** Which need allows an action; undefined means no need does. */
function needFor(action: string): readonly Need[] | 'always' | undefined {
  if (always.includes(action)) return 'always';
  // Every HTTP function reads CloudFront's origin secret; which secrets (that one, and the
  // payments secret for the payments need) is checked in secrets.test.ts.
  if (action === 'secretsmanager:GetSecretValue') return 'always';
  if (action === 'dynamodb:GetItem') return ['data:read', 'data:write', 'probe'];
  if (dynamoRead.includes(action)) return ['data:read', 'data:write'];
  if (dynamoWrite.includes(action)) return ['data:write'];
  if (action.startsWith('cognito-idp:Admin') || action === 'cognito-idp:ListUsers')
    return ['identity'];
  if (action === 'ses:SendEmail') return ['mail'];
  if (action === 'sms-voice:SendTextMessage') return ['sms'];
  if (['s3:GetObject', 's3:PutObject', 's3:DeleteObject'].includes(action)) return ['storage'];
  if (action === 's3:ListBucket') return ['storage', 'probe'];
  if (action === 'events:PutEvents') return ['events'];
  if (action === 'geo:SearchPlaceIndexForPosition') return ['geocoding'];
  // The health probe: read-only describe calls, one per service.
  if (
    ['cognito-idp:DescribeUserPool', 'ses:GetAccount', 'events:DescribeEventBus'].includes(action)
  )
    return ['probe'];
  return undefined;
}

const cases = routeList.map((route) => [routeKey(route), route] as const);
const envOf = (route: RouteDef): Record<string, string> =>
  functions.get(routeKey(route))!.fn.Properties!.Environment?.Variables ?? {};

describe('least privilege per route', { timeout: 60_000 }, () => {
  it.each(cases)('%s holds only what its needs allow', (key, route) => {
    const actions = actionsOf(template, functions.get(key)!.fn);
    for (const action of actions) {
      const allowedBy = needFor(action);
      expect(allowedBy, `${key}: ${action} is allowed by no need`).toBeDefined();
      if (allowedBy !== 'always') {
        expect(
          allowedBy!.some((need) => route.needs.includes(need)),
          `${key}: ${action}`,
        ).toBe(true);
      }
    }
    // Each need is actually granted, not just tolerated.
    if (route.needs.includes('data:read')) expect(actions).toContain('dynamodb:Query');
    if (route.needs.includes('data:write')) expect(actions).toContain('dynamodb:PutItem');
    if (route.needs.includes('identity')) expect(actions).toContain('cognito-idp:AdminGetUser');
    if (route.needs.includes('mail')) expect(actions).toContain('ses:SendEmail');
    if (route.needs.includes('sms')) expect(actions).toContain('sms-voice:SendTextMessage');
    if (route.needs.includes('storage')) expect(actions).toContain('s3:PutObject');
    if (route.needs.includes('events')) expect(actions).toContain('events:PutEvents');
    if (route.needs.includes('probe')) expect(actions).toContain('ses:GetAccount');
  });

  it.each(cases)('%s gets exactly the settings of its needs', (key, route) => {
    const env = envOf(route);
    const has = (need: Need) => route.needs.includes(need);
    expect('TABLE_NAME' in env, key).toBe(has('data:read') || has('data:write') || has('probe'));
    expect('MAIL_FROM' in env && 'CONTACT_INBOX' in env && 'APP_URL' in env, key).toBe(has('mail'));
    expect('MAIL_FROM' in env, key).toBe(has('mail'));
    expect('SMS_ORIGINATION_IDENTITY' in env && 'SMS_CONFIGURATION_SET' in env, key).toBe(
      has('sms'),
    );
    expect('PAYMENTS_SECRET_NAME' in env && 'APP_URL' in env, key).toBe(has('payments'));
    expect('ORIGIN_VERIFY_SECRET_NAME' in env, key).toBe(true);
    expect('UPLOADS_BUCKET' in env, key).toBe(has('storage') || has('probe'));
    expect('EVENT_BUS_NAME' in env, key).toBe(has('events') || has('probe'));
    const clientConfig = route.handler.startsWith('system/client-config');
    expect('USER_POOL_ID' in env, key).toBe(has('identity') || has('probe') || clientConfig);
    expect('SOCIAL_PROVIDERS' in env, key).toBe(clientConfig);
  });

  it('never grants Scan or a wildcard action to any function', () => {
    // (ses:GetAccount of the health probe is the one action on Resource "*", by AWS's design.)
    for (const { fn } of functions.values()) {
      for (const action of actionsOf(template, fn)) {
        expect(action).not.toMatch(/\*|dynamodb:Scan/);
      }
    }
  });

  it('covers routes with no needs, read-only needs and write needs', () => {
    // Guards the meaning of the cases above: each kind exists in the table.
    const readOnly = routeList.find(
      (r) => r.needs.includes('data:read') && !r.needs.includes('data:write'),
    );
    const none = routeList.find((r) => r.needs.length === 0);
    expect(readOnly).toBeDefined();
    expect(none).toBeDefined();
    const readActions = actionsOf(template, functions.get(routeKey(readOnly!))!.fn);
    expect(readActions).not.toContain('dynamodb:PutItem');
    expect(
      actionsOf(template, functions.get(routeKey(none!))!.fn).some((a) =>
        a.startsWith('dynamodb:'),
      ),
    ).toBe(false);
  });

  it('grants every Cognito admin call the code makes to identity-bound functions', () => {
    const source = readdirSync(projectPath('lambdas'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(projectPath('lambdas', file), 'utf8'))
      .join('\n');
    const calls = new Set(
      [...source.matchAll(/new (Admin\w+|ListUsers)Command\b/g)].map((m) => m[1]),
    );
    expect(calls.size).toBeGreaterThan(3);
    const route = routeList.find((r) => r.needs.includes('identity'))!;
    const actions = actionsOf(template, functions.get(routeKey(route))!.fn);
    for (const call of calls) expect(actions, call).toContain(`cognito-idp:${call}`);
  });

  it('gives the client-config route the public sign-in settings only', () => {
    const route = routeList.find((r) => r.handler.startsWith('system/client-config'))!;
    const env = envOf(route);
    expect(env.SOCIAL_PROVIDERS).toBe('');
    expect(env.USER_POOL_CLIENT_ID).toBeDefined();
    expect(env.OAUTH_DOMAIN).toBeUndefined();
    expect(
      actionsOf(template, functions.get(routeKey(route))!.fn).some((a) =>
        a.startsWith('cognito-idp:'),
      ),
    ).toBe(false);
  });
});
