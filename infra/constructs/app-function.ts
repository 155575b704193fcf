import { spawnSync } from 'node:child_process';
import { AssetHashType, DockerImage, Duration } from 'aws-cdk-lib';
import {
  PolicyDocument,
  PolicyStatement,
  Role,
  ServicePrincipal,
  type AddToPrincipalPolicyResult,
} from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  Code,
  Function as LambdaFunction,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Need } from '../../lambdas/http/route.js';
import { envNames, type Concern, type EnvOf } from '../../lambdas/ports/env.js';
import { acknowledge } from '../acknowledge.js';
import type { AppAuth } from '../auth.js';
import type { AppData } from '../data.js';
import type { AppEvents } from '../events.js';
import type { AppGeocoding } from '../geocoding.js';
import type { AppMail } from '../mail.js';
import type { AppRum } from '../rum.js';
import type { AppSms } from '../sms.js';
import { projectPath } from '../project-paths.js';
import type { StageConfig } from '../stage-config.js';
import type { AppStorage } from '../storage.js';
import { imageEntries } from './lambda-bundling.js';
import { identityActions, storageActions, tableActions, type AppResources } from './permissions.js';

export type { AppResources } from './permissions.js';

export interface AppFunctionProps {
  /** Source file relative to the project root; it exports `handler`. */
  entry: string;
  description: string;
  config: StageConfig;
  /**
   * For functions invoked asynchronously (EventBridge rules and schedules): Lambda's own
   * retries of a failed run, and the queue that receives the event once they are spent.
   */
  async?: { deadLetterQueue: IQueue; retryAttempts: number; maxEventAge: Duration };
}

/** Powertools logger settings of every function (lambdas/ports/logger.ts). */
export const logSettings = {
  POWERTOOLS_SERVICE_NAME: 'caregiver-marketplace',
  POWERTOOLS_LOG_LEVEL: 'INFO',
};

/**
 * A role whose grants go into its own inline policy instead of a separate AWS::IAM::Policy:
 * the same statements, one CloudFormation resource fewer per function (the stack's limit is 500
 * resources and every route is a function; see docs/decisions.md).
 */
class InlinePolicyRole extends Role {
  private readonly statements: PolicyDocument;

  constructor(scope: Construct, id: string) {
    const statements = new PolicyDocument();
    super(scope, id, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      inlinePolicies: { grants: statements },
    });
    this.statements = statements;
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.statements.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}

/**
 * The function's code: one minified ESM file (index.mjs) with its source map, bundled by the
 * local esbuild with the options the bundle benchmark measures (lambda-bundling.ts). The asset
 * is hashed by its output, as NodejsFunction does; no Docker.
 */
function bundledCode(entry: string): Code {
  const script = 'infra/constructs/bundle-lambda.ts';
  return Code.fromAsset(projectPath(), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: local bundling always succeeds or throws. The command names the entry,
      // which also keeps each function's asset apart in CDK's staging cache.
      image: DockerImage.fromRegistry('dummy'),
      command: ['node', '--import', 'tsx', script, entry, '/asset-output'],
      local: {
        tryBundle(outputDir) {
          const result = spawnSync(
            process.execPath,
            ['--import', 'tsx', projectPath(script), entry, outputDir],
            { cwd: projectPath(), stdio: ['ignore', 'inherit', 'inherit'] },
          );
          if (result.status !== 0)
            throw new Error(`Bundling ${entry} failed (exit ${result.status ?? result.signal})`);
          return true;
        },
      },
    },
  });
}

/**
 * Every Lambda of the app: Node 22 on arm64 (x86_64 for those that decode images), bundled by the local esbuild (no Docker) as
 * minified ESM with source maps, its own log group and an own role that starts with nothing
 * but writing its logs and traces. The bind* methods grant IAM and set the settings together,
 * so a function never holds a permission without the configuration that uses it, or vice versa.
 */
export class AppFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { removalPolicy, retain } = props.config;
    const logGroup = new LogGroup(this, 'Logs', {
      retention: retain ? RetentionDays.SIX_MONTHS : RetentionDays.ONE_MONTH,
      removalPolicy,
    });
    // An own role instead of the AWSLambdaBasicExecutionRole managed policy: logs go only to
    // this function's log group.
    this.role = new InlinePolicyRole(this, 'Role');
    logGroup.grantWrite(this.role);
    // Decoding a photo: sharp's x64 binaries (lambda-bundling.ts), memory for a 50 MP image,
    // and the CPU that comes with it (Lambda gives CPU in proportion to memory).
    const decodesImages = imageEntries.includes(props.entry);
    this.fn = new LambdaFunction(this, 'Function', {
      code: bundledCode(props.entry),
      handler: 'index.handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: decodesImages ? Architecture.X86_64 : Architecture.ARM_64,
      memorySize: decodesImages ? 1024 : 512,
      timeout: Duration.seconds(decodesImages ? 20 : 10),
      tracing: Tracing.ACTIVE,
      role: this.role,
      logGroup,
      environment: { ...logSettings },
      ...props.async,
    });
    acknowledge(
      this,
      'IAM5[Resource::*]',
      'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.',
    );
    acknowledge(
      this,
      'L1',
      'Runtime pinned to nodejs22.x on purpose: the version the code and its tests target (DESIGN.md).',
    );
  }

  /** Grant what each need allows, and set the settings that go with it. Nothing else. */
  bind(needs: readonly Need[], resources: AppResources): this {
    for (const need of new Set(needs)) {
      switch (need) {
        case 'data:read':
          if (!needs.includes('data:write')) this.bindTable(resources.data, 'read');
          break;
        case 'data:write':
          this.bindTable(resources.data, 'write');
          break;
        case 'identity:lookup':
        case 'identity:confirm-sign-up':
        case 'identity:set-email':
        case 'identity:set-password':
        case 'identity:delete-user':
        case 'identity:unlink-provider':
        case 'identity:read-groups':
        case 'identity:user-type':
        case 'identity:roles':
        case 'identity:suspend':
        case 'identity:reinstate':
          this.bindIdentity(resources.auth, identityActions[need]);
          break;
        case 'mail':
          this.bindMail(resources.mail);
          break;
        case 'storage:read':
        case 'storage:upload':
        case 'storage:delete':
        case 'storage:list':
          this.bindStorage(resources.storage, storageActions[need]);
          break;
        case 'events':
          this.bindEvents(resources.events);
          break;
        case 'probe':
          this.bindProbe(resources);
          break;
        case 'geocoding':
          this.bindGeocoding(resources.geocoding);
          break;
        case 'payments':
          // Configuration only: the provider is called over HTTPS, no AWS permission.
          this.setEnv('payments', resources.payments.settings);
          break;
        case 'sms':
          this.bindSms(resources.sms);
          break;
        default: {
          // A need added to lambdas/http/route.ts without a binding stops the build here.
          const unbound: never = need;
          throw new Error(`No binding for need ${String(unbound)}`);
        }
      }
    }
    return this;
  }

  bindTable(data: AppData, mode: 'read' | 'write'): this {
    const actions =
      mode === 'write' ? [...tableActions.read, ...tableActions.write] : tableActions.read;
    this.allow(actions, data.arns);
    return this.setEnv('data', { TABLE_NAME: data.table.tableName });
  }

  /** Cognito admin actions on the stage's pool (permissions.ts: those of each identity need). */
  bindIdentity(auth: AppAuth, actions: readonly string[]): this {
    this.allow(
      actions.map((action) => `cognito-idp:${action}`),
      [auth.userPool.userPoolArn],
    );
    return this.setEnv('identity', {
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
    });
  }

  /** Public sign-in settings for the SPA: configuration only, no permission. */
  bindClientConfig(auth: AppAuth): this {
    return this.setEnv('client', {
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
      COGNITO_PUBLIC_ENDPOINT: undefined,
      SOCIAL_PROVIDERS: auth.socialProviders.join(','),
      OAUTH_DOMAIN: auth.oauthDomain,
    });
  }

  /** The SPA's CloudWatch RUM monitor (public ids only): configuration, no permission. */
  bindRum(rum: AppRum): this {
    return this.setEnv('rum', rum.settings);
  }

  bindMail(mail: AppMail): this {
    this.allow(['ses:SendEmail'], mail.sendArns);
    return this.setEnv('mail', mail.settings);
  }

  /** Sending texts from the stage's number through its configuration set, nothing else. */
  bindSms(sms: AppSms): this {
    this.allow(['sms-voice:SendTextMessage'], sms.sendArns);
    return this.setEnv('sms', sms.settings);
  }

  /** S3 actions on the users' files or on the uploads bucket (permissions.ts: each storage need). */
  bindStorage(
    storage: AppStorage,
    grant: { actions: readonly string[]; on: 'objects' | 'bucket' },
  ): this {
    if (grant.on === 'bucket') this.allow(grant.actions, [storage.uploads.bucketArn]);
    else {
      this.allow(grant.actions, [storage.userFilesArn]);
      storage.acknowledgeObjectWildcard(this);
    }
    return this.setEnv('storage', { UPLOADS_BUCKET: storage.uploads.bucketName });
  }

  bindEvents(events: AppEvents): this {
    this.allow(['events:PutEvents'], [events.bus.eventBusArn]);
    return this.setEnv('events', { EVENT_BUS_NAME: events.bus.eventBusName });
  }

  bindGeocoding(geocoding: AppGeocoding): this {
    this.allow(['geo:SearchPlaceIndexForPosition'], [geocoding.indexArn(this)]);
    return this.setEnv('geocoding', {
      PLACE_INDEX_NAME: geocoding.indexName,
      LOCATION_REGION: geocoding.region,
    });
  }

  /** GET /api/health: one read-only call per service (lambdas/ports/probes.ts), no data. */
  bindProbe({ data, auth, storage, events }: AppResources): this {
    this.allow(['dynamodb:GetItem'], [data.table.tableArn]);
    this.allow(['cognito-idp:DescribeUserPool'], [auth.userPool.userPoolArn]);
    this.allow(['s3:ListBucket'], [storage.uploads.bucketArn]);
    this.allow(['events:DescribeEventBus'], [events.bus.eventBusArn]);
    this.allow(['ses:GetAccount'], ['*']);
    acknowledge(
      this.role,
      'IAM5[Resource::*]',
      'ses:GetAccount (the mail health probe) and X-Ray tracing have no resource-level permissions.',
    );
    this.setEnv('data', { TABLE_NAME: data.table.tableName });
    this.setEnv('identity', {
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
    });
    this.setEnv('storage', { UPLOADS_BUCKET: storage.uploads.bucketName });
    return this.setEnv('events', { EVENT_BUS_NAME: events.bus.eventBusName });
  }

  private allow(actions: readonly string[], resources: string[]): void {
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: [...actions], resources }));
  }

  /** Typed by lambdas/ports/env.ts, so a renamed or added setting breaks the build here. */
  private setEnv<C extends Concern>(
    concern: C,
    values: Record<keyof EnvOf<C>, string | undefined>,
  ): this {
    const known = envNames(concern);
    for (const [name, value] of Object.entries(values as Record<string, string | undefined>)) {
      if (!known.includes(name))
        throw new Error(`${name} is not a setting of the ${concern} concern`);
      if (value !== undefined) this.fn.addEnvironment(name, value);
    }
    return this;
  }
}
