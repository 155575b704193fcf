import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../infra/project-paths.js';
import { httpFunctions, type HttpFunction } from '../../lambdas/http/functions.js';
import { routeKey, type Need, type RouteDef } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import { actionsOf, functionsByRoute, synthStage } from './synth-stage.js';

const { template } = synthStage();
const functions = functionsByRoute(template);

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
const functionCases = httpFunctions.map((fn) => [fn.name, fn] as const);
const deployed = (fn: HttpFunction) => functions.get(routeKey(fn.routes[0]!))!.fn;
const envOf = (route: RouteDef): Record<string, string> =>
  functions.get(routeKey(route))!.fn.Properties!.Environment?.Variables ?? {};

describe('least privilege per function', { timeout: 60_000 }, () => {
  it.each(functionCases)('%s holds only what its routes’ needs allow', (name, fn) => {
    for (const action of actionsOf(template, deployed(fn))) {
      const allowedBy = needFor(action);
      expect(allowedBy, `${name}: ${action} is allowed by no need`).toBeDefined();
      if (allowedBy !== 'always')
        expect(
          allowedBy!.some((need) => fn.needs.includes(need)),
          `${name}: ${action}`,
        ).toBe(true);
    }
  });

  it.each(cases)('%s is served by a function granted every need of the route', (key, route) => {
    const actions = actionsOf(template, functions.get(key)!.fn);
    if (route.needs.includes('data:read')) expect(actions).toContain('dynamodb:Query');
    if (route.needs.includes('data:write')) expect(actions).toContain('dynamodb:PutItem');
    if (route.needs.includes('identity')) expect(actions).toContain('cognito-idp:AdminGetUser');
    if (route.needs.includes('mail')) expect(actions).toContain('ses:SendEmail');
    if (route.needs.includes('sms')) expect(actions).toContain('sms-voice:SendTextMessage');
    if (route.needs.includes('storage')) expect(actions).toContain('s3:PutObject');
    if (route.needs.includes('events')) expect(actions).toContain('events:PutEvents');
    if (route.needs.includes('probe')) expect(actions).toContain('ses:GetAccount');
  });

  it.each(cases)(
    '%s never holds identity-admin or upload-write grants it does not need, if public',
    (key, route) => {
      if (route.access !== 'public') return;
      const actions = actionsOf(template, functions.get(key)!.fn);
      const declares = (prefix: string) => route.needs.some((need) => need.startsWith(prefix));
      const identityAdmin = actions.filter((a) => /^cognito-idp:(Admin|ListUsers)/.test(a));
      const uploadWrites = actions.filter((a) => ['s3:PutObject', 's3:DeleteObject'].includes(a));
      if (!declares('identity')) expect(identityAdmin, key).toEqual([]);
      if (!declares('storage')) expect(uploadWrites, key).toEqual([]);
    },
  );

  it.each(functionCases)('%s gets exactly the settings of its routes’ needs', (name, fn) => {
    const env = deployed(fn).Properties!.Environment?.Variables ?? {};
    const has = (need: Need) => fn.needs.includes(need);
    expect('TABLE_NAME' in env, name).toBe(has('data:read') || has('data:write') || has('probe'));
    expect('MAIL_FROM' in env && 'CONTACT_INBOX' in env && 'APP_URL' in env, name).toBe(
      has('mail'),
    );
    expect('MAIL_FROM' in env, name).toBe(has('mail'));
    expect('SMS_ORIGINATION_IDENTITY' in env && 'SMS_CONFIGURATION_SET' in env, name).toBe(
      has('sms'),
    );
    expect('PAYMENTS_SECRET_NAME' in env && 'APP_URL' in env, name).toBe(has('payments'));
    expect('ORIGIN_VERIFY_SECRET_NAME' in env, name).toBe(true);
    expect('UPLOADS_BUCKET' in env, name).toBe(has('storage') || has('probe'));
    expect('EVENT_BUS_NAME' in env, name).toBe(has('events') || has('probe'));
    const clientConfig = fn.routes.some((r) => r.handler.startsWith('system/client-config'));
    expect('USER_POOL_ID' in env, name).toBe(has('identity') || has('probe') || clientConfig);
    expect('SOCIAL_PROVIDERS' in env, name).toBe(clientConfig);
  });

  it('never grants Scan or a wildcard action to any function', () => {
    // (ses:GetAccount of the health probe is the one action on Resource "*", by AWS's design.)
    for (const { fn } of functions.values()) {
      for (const action of actionsOf(template, fn)) {
        expect(action).not.toMatch(/\*|dynamodb:Scan/);
      }
    }
  });

  it('leaves out of a function every grant none of its routes needs', () => {
    // Guards the meaning of the cases above: for each need some function goes without it.
    const needAction: [Need, string][] = [
      ['identity', 'cognito-idp:AdminGetUser'],
      ['mail', 'ses:SendEmail'],
      ['sms', 'sms-voice:SendTextMessage'],
      ['storage', 's3:PutObject'],
      ['events', 'events:PutEvents'],
      ['probe', 'ses:GetAccount'],
    ];
    for (const [need, action] of needAction) {
      const without = httpFunctions.filter((fn) => !fn.needs.includes(need));
      expect(without.length, need).toBeGreaterThan(0);
      for (const fn of without)
        expect(actionsOf(template, deployed(fn)), fn.name).not.toContain(action);
    }
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
    // (Its function may describe the pool for GET /api/health, never act on users.)
    expect(
      actionsOf(template, functions.get(routeKey(route))!.fn).some((a) =>
        /^cognito-idp:(Admin|ListUsers)/.test(a),
      ),
    ).toBe(false);
  });
});
