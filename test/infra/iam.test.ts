import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../infra/project-paths.js';
import { httpFunctions, type HttpFunction } from '../../lambdas/http/functions.js';
import type { Need } from '../../lambdas/ports/needs.js';
import { routeKey, type RouteDef } from '../../lambdas/http/route.js';
import { routeList } from '../../lambdas/http/routes.js';
import {
  actionsOf,
  functionsByRoute,
  resourcesOf,
  statementsOf,
  synthStage,
} from './synth-stage.js';

const { template } = synthStage();
/** The function that serves each route (several routes share one: lambdas/http/functions.ts). */
const functions = functionsByRoute(template);

// Written out here, not imported from infra: the test states the policy independently.
const always = [
  'logs:CreateLogStream',
  'logs:PutLogEvents',
  'xray:PutTraceSegments',
  'xray:PutTelemetryRecords',
];
const dynamoRead = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
const dynamoWrite = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/** The Cognito admin actions each identity need allows, and the health probe's describe call. */
const cognitoNeeds: Record<string, readonly Need[]> = {
  'cognito-idp:AdminGetUser': ['identity:lookup'],
  'cognito-idp:AdminConfirmSignUp': ['identity:confirm-sign-up'],
  'cognito-idp:AdminUpdateUserAttributes': ['identity:set-email', 'identity:set-phone'],
  'cognito-idp:AdminSetUserPassword': ['identity:set-password'],
  'cognito-idp:AdminDeleteUser': ['identity:delete-user'],
  'cognito-idp:AdminDisableProviderForUser': ['identity:unlink-provider'],
  'cognito-idp:AdminListGroupsForUser': ['identity:read-groups'],
  'cognito-idp:AdminAddUserToGroup': ['identity:user-type', 'identity:roles'],
  'cognito-idp:AdminRemoveUserFromGroup': ['identity:roles'],
  'cognito-idp:AdminDisableUser': ['identity:suspend'],
  'cognito-idp:AdminEnableUser': ['identity:reinstate'],
  'cognito-idp:AdminUserGlobalSignOut': ['identity:end-sessions'],
  'cognito-idp:DescribeUserPool': ['probe'],
};
const storageNeeds: Record<string, readonly Need[]> = {
  's3:GetObject': ['storage:read'],
  's3:PutObject': ['storage:upload'],
  's3:DeleteObject': ['storage:delete'],
  's3:ListBucket': ['storage:list', 'probe'],
};

/** Which need allows an action; undefined means no need does. */
function needFor(action: string): readonly Need[] | 'always' | undefined {
  if (always.includes(action)) return 'always';
  // Every HTTP function reads CloudFront's origin secret; which secrets (that one, and the
  // payments secret for the payments need) is checked in secrets.test.ts.
  if (action === 'secretsmanager:GetSecretValue') return 'always';
  if (action === 'dynamodb:GetItem') return ['data:read', 'data:write', 'probe'];
  if (dynamoRead.includes(action)) return ['data:read', 'data:write'];
  if (dynamoWrite.includes(action)) return ['data:write'];
  if (action in cognitoNeeds) return cognitoNeeds[action];
  if (action in storageNeeds) return storageNeeds[action];
  if (action === 'ses:SendEmail') return ['mail'];
  // Account e-mails of public requests go on the paced mail queue, page views on the views
  // queue (which queue each may send to: events.test.ts).
  if (action === 'sqs:SendMessage') return ['mail:queue', 'views:queue'];
  if (action === 'sms-voice:SendTextMessage') return ['sms'];
  if (action === 'events:PutEvents') return ['events'];
  if (action === 'geo:SearchPlaceIndexForPosition') return ['geocoding'];
  // The health probe: read-only describe calls, one per service.
  if (['ses:GetAccount', 'events:DescribeEventBus'].includes(action)) return ['probe'];
  return undefined;
}

/** An action each need grants, so a need that grants nothing is caught. */
function grantedBy(need: Need): string | undefined {
  if (need === 'data:read') return 'dynamodb:Query';
  if (need === 'data:write') return 'dynamodb:PutItem';
  if (need === 'probe') return 'ses:GetAccount';
  if (need === 'payments') return undefined;
  const all = {
    ...cognitoNeeds,
    ...storageNeeds,
    'ses:SendEmail': ['mail'],
    'sqs:SendMessage': ['mail:queue', 'views:queue'],
    'sms-voice:SendTextMessage': ['sms'],
    'events:PutEvents': ['events'],
    'geo:SearchPlaceIndexForPosition': ['geocoding'],
  } as Record<string, readonly Need[]>;
  return Object.keys(all).find((action) => all[action]!.includes(need));
}

const isIdentity = (need: Need) => need.startsWith('identity:');
const isStorage = (need: Need) => need.startsWith('storage:');

const functionCases = httpFunctions.map((fn) => [fn.name, fn] as const);
const deployed = (fn: HttpFunction) => functions.get(routeKey(fn.routes[0]!))!.fn;
const envOf = (route: RouteDef): Record<string, string> =>
  functions.get(routeKey(route))!.fn.Properties!.Environment?.Variables ?? {};

describe('least privilege per function', { timeout: 60_000 }, () => {
  it.each(functionCases)(
    '%s holds only what its routes’ needs allow, and all of it',
    (name, fn) => {
      const actions = actionsOf(template, deployed(fn));
      for (const action of actions) {
        const allowedBy = needFor(action);
        expect(allowedBy, `${name}: ${action} is allowed by no need`).toBeDefined();
        if (allowedBy !== 'always') {
          expect(
            allowedBy!.some((need) => fn.needs.includes(need)),
            `${name}: ${action}`,
          ).toBe(true);
        }
      }
      // Each need is actually granted, not just tolerated.
      for (const need of fn.needs) {
        const action = grantedBy(need);
        if (action) expect(actions, `${name}: ${need}`).toContain(action);
      }
    },
  );

  it.each(functionCases)('%s gets exactly the settings of its routes’ needs', (name, fn) => {
    const env = deployed(fn).Properties!.Environment?.Variables ?? {};
    const has = (need: Need) => fn.needs.includes(need);
    expect('TABLE_NAME' in env, name).toBe(has('data:read') || has('data:write') || has('probe'));
    // Sending mail, or writing it to the outbox (links to the app, the team's inbox).
    const mails = has('mail') || has('mail:outbox');
    expect('MAIL_FROM' in env && 'CONTACT_INBOX' in env && 'APP_URL' in env, name).toBe(mails);
    expect('MAIL_FROM' in env, name).toBe(mails);
    expect('SMS_ORIGINATION_IDENTITY' in env && 'SMS_CONFIGURATION_SET' in env, name).toBe(
      has('sms'),
    );
    // The daily ceiling on code texts (issue 30), only where a request texts a code.
    expect('SMS_DAILY_CEILING_USD' in env && 'SMS_TEXT_PRICE_USD' in env, name).toBe(
      has('sms:codes'),
    );
    expect('PAYMENTS_SECRET_NAME' in env && 'APP_URL' in env, name).toBe(has('payments'));
    expect('ORIGIN_VERIFY_SECRET_NAME' in env, name).toBe(true);
    expect('UPLOADS_BUCKET' in env, name).toBe(fn.needs.some(isStorage) || has('probe'));
    expect('EVENT_BUS_NAME' in env, name).toBe(has('events') || has('probe'));
    const clientConfig = fn.routes.some((r) => r.handler.startsWith('system/client-config'));
    expect('USER_POOL_ID' in env, name).toBe(
      fn.needs.some(isIdentity) || has('probe') || clientConfig,
    );
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
    const needs: [Need, string][] = [
      ['identity:roles', 'cognito-idp:AdminRemoveUserFromGroup'],
      ['identity:suspend', 'cognito-idp:AdminDisableUser'],
      ['mail', 'ses:SendEmail'],
      ['sms', 'sms-voice:SendTextMessage'],
      ['storage:upload', 's3:PutObject'],
      ['events', 'events:PutEvents'],
      ['probe', 'ses:GetAccount'],
    ];
    for (const [need, action] of needs) {
      const without = httpFunctions.filter((fn) => !fn.needs.includes(need));
      expect(without.length, need).toBeGreaterThan(0);
      for (const fn of without)
        expect(actionsOf(template, deployed(fn)), fn.name).not.toContain(action);
    }
  });

  it('grants exactly the Cognito calls the code makes, none that nothing calls', () => {
    const source = readdirSync(projectPath('lambdas'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(projectPath('lambdas', file), 'utf8'))
      .join('\n');
    const calls = new Set(
      [...source.matchAll(/new (Admin\w+|ListUsers|DescribeUserPool)Command\b/g)].map(
        (m) => `cognito-idp:${m[1]}`,
      ),
    );
    expect(calls.size).toBeGreaterThan(3);
    const granted = new Set(
      // Every function of the stage: the Cognito triggers make calls too.
      Object.values(resourcesOf(template, 'AWS::Lambda::Function')).flatMap((fn) =>
        actionsOf(template, fn).filter((action) => action.startsWith('cognito-idp:')),
      ),
    );
    expect([...granted].sort()).toEqual([...calls].sort());
  });

  it('gives a public function no Cognito action beyond its routes’ needs, and none adds to a group', () => {
    const publicFunctions = httpFunctions.filter((fn) => fn.privilege === 'public');
    const cognitoOf = (fn: HttpFunction) =>
      actionsOf(template, deployed(fn)).filter((a) => a.startsWith('cognito-idp:'));
    // Only the sign-up and password flows act on users; the health probe only describes the pool.
    const acting = publicFunctions.filter((fn) =>
      cognitoOf(fn).some((a) => a !== 'cognito-idp:DescribeUserPool'),
    );
    expect(acting.map((fn) => fn.name)).toEqual(['public-auth']);
    for (const route of acting[0]!.routes) expect(route.path).toMatch(/^\/api\/auth\//);
    for (const fn of publicFunctions) {
      const own = Object.keys(cognitoNeeds).filter((action) =>
        cognitoNeeds[action]!.some((need) => fn.needs.includes(need)),
      );
      expect(cognitoOf(fn).sort(), fn.name).toEqual(own.sort());
      for (const forbidden of [
        'cognito-idp:AdminAddUserToGroup',
        'cognito-idp:AdminRemoveUserFromGroup',
        'cognito-idp:AdminDisableUser',
        'cognito-idp:AdminEnableUser',
      ])
        expect(cognitoOf(fn), fn.name).not.toContain(forbidden);
    }
  });

  it('lets no public route write or delete an upload', () => {
    const publicRoutes = routeList.filter((route) => route.access === 'public');
    const reading = publicRoutes.filter((route) => route.needs.includes('storage:read'));
    expect(reading.length).toBeGreaterThanOrEqual(5);
    for (const route of publicRoutes) {
      const actions = actionsOf(template, functions.get(routeKey(route))!.fn);
      expect(actions, routeKey(route)).not.toContain('s3:PutObject');
      expect(actions, routeKey(route)).not.toContain('s3:DeleteObject');
    }
  });

  it("gives object actions only on the users' files, never the whole bucket", () => {
    for (const { fn } of functions.values()) {
      for (const statement of statementsOf(template, fn)) {
        const actions = [statement.Action].flat();
        if (!actions.some((a) => ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'].includes(a)))
          continue;
        expect(JSON.stringify(statement.Resource)).toContain('"/*/media/*"');
      }
    }
  });

  it('never sets the test-only call log on any function', () => {
    for (const fn of Object.values(resourcesOf(template, 'AWS::Lambda::Function'))) {
      expect(Object.keys(fn.Properties?.Environment?.Variables ?? {})).not.toContain(
        'AWS_CALL_LOG',
      );
    }
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
