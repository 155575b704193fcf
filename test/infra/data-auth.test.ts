import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { roles } from '../../lambdas/core/actor.js';
import { tableIndexes, tableKeys } from '../../lambdas/core/db/table.js';
import { resourcesOf, synthStage } from './synth-stage.js';

const { template } = synthStage();

describe('the table', { timeout: 60_000 }, () => {
  it('has the keys, TTL and indexes of lambdas/core/db/table.ts, billed per request', () => {
    const tables = Object.values(resourcesOf(template, 'AWS::DynamoDB::Table'));
    expect(tables).toHaveLength(1);
    const table = tables[0]!.Properties!;
    expect(table.KeySchema).toEqual([
      { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
    ]);
    expect(table.TimeToLiveSpecification).toEqual({
      AttributeName: tableKeys.ttlAttribute,
      Enabled: true,
    });
    expect(table.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.GlobalSecondaryIndexes).toEqual(
      tableIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    const stringKeys = tableIndexes.flatMap((i) => [i.partitionKey, i.sortKey]);
    for (const name of [tableKeys.partitionKey, tableKeys.sortKey, ...stringKeys]) {
      expect(table.AttributeDefinitions).toContainEqual({
        AttributeName: name,
        AttributeType: 'S',
      });
    }
  });

  it('can be deleted with a throwaway stage (deletion protection is for retained stages)', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });
});

describe('the user pool', () => {
  it('signs in by e-mail or phone, lets our API sign users up, and sends no Cognito mail or text itself', () => {
    const pool = Object.values(resourcesOf(template, 'AWS::Cognito::UserPool'))[0]!.Properties!;
    expect(pool.UsernameAttributes).toEqual(['email', 'phone_number']);
    // A phone-only account has no e-mail; either may change.
    for (const name of ['email', 'phone_number'])
      expect(pool.Schema).toContainEqual(
        expect.objectContaining({ Name: name, Required: false, Mutable: true }),
      );
    // No SNS role: Cognito never texts (our API does).
    expect(pool.SmsConfiguration).toBeUndefined();
    const assumedByCognito = Object.values(resourcesOf(template, 'AWS::IAM::Role')).filter((role) =>
      JSON.stringify(role.Properties!.AssumeRolePolicyDocument).includes('cognito-idp'),
    );
    expect(assumedByCognito).toEqual([]);
    expect(pool.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(false);
    expect(pool.AutoVerifiedAttributes ?? []).toEqual([]);
    expect(pool.Policies.PasswordPolicy).toMatchObject({ MinimumLength: 8, RequireSymbols: false });
    expect(pool.Schema).toContainEqual(
      expect.objectContaining({ Name: 'user_type', AttributeDataType: 'String', Mutable: false }),
    );
  });

  it('has exactly one group per role', () => {
    const groups = Object.values(resourcesOf(template, 'AWS::Cognito::UserPoolGroup')).map(
      (group) => group.Properties!.GroupName,
    );
    expect([...groups].sort()).toEqual([...roles].sort());
  });

  /** A trigger's function runs on nodejs24.x and its role may do only `actions` on this pool. */
  function expectTriggerGrant(trigger: string, actions: string | string[]) {
    const [poolId, pool] = Object.entries(resourcesOf(template, 'AWS::Cognito::UserPool'))[0]!;
    const functionId = pool.Properties!.LambdaConfig[trigger]['Fn::GetAtt'][0];
    const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionId]!;
    expect(fn.Properties!.Runtime).toBe('nodejs24.x');
    template.hasResourceProperties('AWS::IAM::Policy', {
      Roles: [{ Ref: fn.Properties!.Role['Fn::GetAtt'][0] }],
      PolicyDocument: {
        Statement: [
          { Action: actions, Effect: 'Allow', Resource: { 'Fn::GetAtt': [poolId, 'Arn'] } },
        ],
      },
    });
  }

  it('runs the post-confirmation trigger, which may add users to groups of this pool only', () => {
    expectTriggerGrant('PostConfirmation', 'cognito-idp:AdminAddUserToGroup');
  });

  it('runs the pre-sign-up trigger, which may only list users and link providers of this pool', () => {
    // Sorted: cdk.json's minimizePolicies writes each statement's actions in order.
    expectTriggerGrant('PreSignUp', [
      'cognito-idp:AdminLinkProviderForUser',
      'cognito-idp:ListUsers',
    ]);
  });

  it('answers the phone sign-in challenge: define and create may do nothing, verify only the table', () => {
    const [, pool] = Object.entries(resourcesOf(template, 'AWS::Cognito::UserPool'))[0]!;
    const functions = resourcesOf(template, 'AWS::Lambda::Function');
    const roles = resourcesOf(template, 'AWS::IAM::Role');
    const policies = Object.values(resourcesOf(template, 'AWS::IAM::Policy'));
    /** Every action the trigger's role may take, inline or attached, and its settings. */
    const triggerOf = (trigger: string) => {
      const functionId = pool.Properties!.LambdaConfig[trigger]['Fn::GetAtt'][0];
      const fn = functions[functionId]!;
      const roleId = fn.Properties!.Role['Fn::GetAtt'][0];
      const statements = [
        ...(roles[roleId]!.Properties!.Policies ?? []).flatMap(
          (policy: { PolicyDocument: { Statement: unknown[] } }) => policy.PolicyDocument.Statement,
        ),
        ...policies
          .filter((policy) => JSON.stringify(policy.Properties!.Roles).includes(roleId))
          .flatMap((policy) => policy.Properties!.PolicyDocument.Statement),
      ] as { Action: string | string[] }[];
      const actions = statements.flatMap((statement) => [statement.Action].flat());
      return { fn, actions, env: fn.Properties!.Environment?.Variables ?? {} };
    };
    const logOnly = (action: string) => /^(logs|xray|sqs):/.test(action);
    for (const trigger of ['DefineAuthChallenge', 'CreateAuthChallenge']) {
      const { fn, actions, env } = triggerOf(trigger);
      expect(fn.Properties!.Runtime).toBe('nodejs24.x');
      expect(
        actions.filter((action) => !logOnly(action)),
        trigger,
      ).toEqual([]);
      expect(env.TABLE_NAME, trigger).toBeUndefined();
    }
    const verify = triggerOf('VerifyAuthChallengeResponse');
    expect(verify.actions).toContain('dynamodb:DeleteItem');
    expect(
      verify.actions.filter((action) => !logOnly(action) && !action.startsWith('dynamodb:')),
    ).toEqual([]);
    expect(verify.env.TABLE_NAME).toBeDefined();
  });

  it('has a public app client for USER_PASSWORD_AUTH with refresh, and no social sign-in by default', () => {
    // The web client and the API's registration client (test/infra/app-clients.test.ts).
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 2);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      SupportedIdentityProviders: ['COGNITO'],
    });
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
  });
});
