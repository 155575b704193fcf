import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { AssetHashType, DockerImage, Duration, Stage } from 'aws-cdk-lib';
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
import { functionProfiles, type FunctionProfile } from '../../lambdas/http/functions.js';
import type { Need } from '../../lambdas/ports/needs.js';
import { envNames, type Concern, type EnvOf } from '../../lambdas/ports/env.js';
import { metricsNamespace } from '../../lambdas/ports/metrics.js';
import { acknowledge } from '../acknowledge.js';
import type { AppData } from '../data.js';
import type { AppGeocoding } from '../geocoding.js';
import type { AppMail } from '../mail.js';
import type { AppOriginVerify } from '../origin-verify.js';
import type { AppPayments } from '../payments.js';
import type { AppQueueResource } from '../queues.js';
import type { AppRum } from '../rum.js';
import { projectPath } from '../project-paths.js';
import type { StageConfig } from '../stage-config.js';
import type { AppStorage } from '../storage.js';
import { bundleName, type FunctionEntry } from './function-entries.js';
import type { AppResources, BoundAuth, BoundEvents, BoundSms } from './app-resources.js';
import { identityActions, storageActions, tableActions } from './permissions.js';

export interface AppFunctionProps {
  /** A source file relative to the project root that exports `handler`, or `http:<name>`. */
  entry: FunctionEntry;
  description: string;
  config: StageConfig;
  /** Timeout, memory and platform; the standard profile unless said (lambdas/http/functions.ts). */
  profile?: FunctionProfile;
  /**
   * For functions invoked asynchronously (EventBridge rules and schedules): Lambda's own
   * retries of a failed run, and the queue that receives the event once they are spent.
   */
  async?: { deadLetterQueue: IQueue; retryAttempts: number; maxEventAge: Duration };
  /** Longer than the default (10 s, or 20 s for image decoding), for consumers that need it. */
  timeout?: Duration;
}

/** Powertools logger settings of every function (lambdas/ports/logger.ts). */
export const logSettings = {
  POWERTOOLS_SERVICE_NAME: 'caregiver-marketplace',
  POWERTOOLS_LOG_LEVEL: 'INFO',
};

/**
 * Powertools tracer settings of every function (lambdas/ports/tracing.ts), which goes with X-Ray
 * active tracing: its SDK calls and handlers as subsegments. Answers are not put in traces:
 * they carry personal data (e-mail, phone), and anyone who may read traces would see them.
 * Errors are (their stack says where a failure came from); so are outgoing HTTPS calls, such
 * as the payment provider's.
 */
export const traceSettings = {
  POWERTOOLS_TRACE_ENABLED: 'true',
  POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
};

/**
 * A role whose grants go into its own inline policy instead of a separate AWS::IAM::Policy:
 * the same statements, one CloudFormation resource fewer per function (a stack's limit is 500
 * resources; see docs/decisions/deploying-and-aws.md, "App functions keep their grants in an
 * inline policy on their own role").
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

/** Bundles planned per cloud assembly folder (planBundles), and whether they were built yet. */
const plans = new Map<string, { entries: readonly FunctionEntry[]; built: boolean }>();

/**
 * Says which bundles the functions made under `scope` will ask for, so the first one to be
 * bundled builds them all in one esbuild run, and each function's bundling step then only moves
 * its prebuilt folder into place. CDK bundles an asset synchronously, one at a time, when the
 * function is made; one process per function cost about a second each before esbuild even started.
 */
export function planBundles(scope: Construct, entries: readonly FunctionEntry[]): void {
  const outdir = Stage.of(scope)?.assetOutdir;
  if (outdir) plans.set(resolve(outdir), { entries, built: false });
}

/** Runs bundle-lambda.ts for (entry, folder) pairs, in a child: esbuild's plugin API is async. */
function runBundler(pairs: readonly string[]): void {
  const script = 'infra/constructs/bundle-lambda.ts';
  const result = spawnSync(process.execPath, ['--import', 'tsx', projectPath(script), ...pairs], {
    cwd: projectPath(),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0)
    throw new Error(`Bundling ${pairs.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/**
 * Fills CDK's bundling folder (`<assembly>/bundling-temp-<key>-building`) with the entry's
 * bundle: the prebuilt one if the entry was planned, otherwise one built for it alone. A prebuilt
 * folder sits beside it (`<assembly>/lambda-bundle-<name>`), at the same depth, so its source
 * map, and with it the asset hash, is the same as a bundle built alone.
 */
function bundleInto(entry: FunctionEntry, outputDir: string): void {
  const assembly = dirname(resolve(outputDir));
  const prebuilt = (of: FunctionEntry) => join(assembly, `lambda-bundle-${bundleName(of)}`);
  const plan = plans.get(assembly);
  if (plan?.entries.includes(entry)) {
    if (!plan.built) {
      plan.built = true;
      runBundler(plan.entries.flatMap((planned) => [planned, prebuilt(planned)]));
    }
    if (existsSync(prebuilt(entry))) {
      rmSync(outputDir, { recursive: true, force: true });
      renameSync(prebuilt(entry), outputDir);
      return;
    }
  }
  runBundler([entry, outputDir]);
}

/**
 * The function's code: one minified ESM file (index.mjs) with its source map, bundled by the
 * local esbuild with the options the bundle benchmark measures (lambda-bundling.ts). The asset
 * is hashed by its output, as NodejsFunction does; no Docker.
 */
function bundledCode(entry: FunctionEntry): Code {
  return Code.fromAsset(projectPath(), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: local bundling always succeeds or throws. The command names the entry,
      // which also keeps each function's asset apart in CDK's staging cache.
      image: DockerImage.fromRegistry('dummy'),
      command: [
        'node',
        '--import',
        'tsx',
        'infra/constructs/bundle-lambda.ts',
        entry,
        '/asset-output',
      ],
      local: {
        tryBundle(outputDir) {
          bundleInto(entry, outputDir);
          return true;
        },
      },
    },
  });
}

/**
 * Every Lambda of the app: Node 24 on arm64 (x86_64 for those that decode images), bundled by the
 * local esbuild (no Docker) as
 * minified ESM with source maps, its own log group and an own role that starts with nothing
 * but writing its logs and traces. The bind* methods grant IAM and set the settings together,
 * so a function never holds a permission without the configuration that uses it, or vice versa.
 */
export class AppFunction extends Construct {
  readonly fn: LambdaFunction;
  readonly role: Role;
  readonly entry: FunctionEntry;

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
    this.entry = props.entry;
    // Decoding a photo: sharp's x64 binaries (lambda-bundling.ts), memory for a 50 MP image,
    // and the CPU that comes with it (lambdas/http/functions.ts).
    const profile = props.profile ?? functionProfiles.standard;
    this.fn = new LambdaFunction(this, 'Function', {
      code: bundledCode(props.entry),
      handler: 'index.handler',
      description: props.description,
      runtime: Runtime.NODEJS_24_X,
      architecture: profile.decodesImages ? Architecture.X86_64 : Architecture.ARM_64,
      memorySize: profile.memoryMB,
      timeout: props.timeout ?? Duration.seconds(profile.timeoutSeconds),
      tracing: Tracing.ACTIVE,
      role: this.role,
      logGroup,
      // The business metrics' namespace (lambdas/ports/metrics.ts): one per stage.
      environment: {
        ...logSettings,
        ...traceSettings,
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(props.config.stage),
      },
      ...props.async,
    });
    acknowledge(
      this,
      'IAM5[Resource::*]',
      'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions.',
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
        case 'identity:set-phone':
        case 'identity:set-password':
        case 'identity:delete-user':
        case 'identity:unlink-provider':
        case 'identity:read-groups':
        case 'identity:user-type':
        case 'identity:roles':
        case 'identity:suspend':
        case 'identity:reinstate':
        case 'identity:end-sessions':
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
          this.bindPayments(resources.payments);
          break;
        case 'sms':
          this.bindSms(resources.sms);
          break;
        case 'sms:codes':
          this.setEnv('smsCodes', resources.sms.codeSettings);
          break;
        case 'mail:queue':
          this.bindMailQueue(resources.mail);
          break;
        case 'mail:account':
          this.bindMailAccount();
          break;
        case 'views:queue':
          this.bindViewsQueue(resources.views);
          break;
        case 'mail:outbox':
          this.setEnv('mail', resources.mail.settings);
          break;
        default: {
          // A need added to lambdas/ports/needs.ts without a binding stops the build here.
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
  bindIdentity(auth: BoundAuth, actions: readonly string[]): this {
    this.allow(
      actions.map((action) => `cognito-idp:${action}`),
      [auth.userPool.userPoolArn],
    );
    return this.setEnv('identity', {
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
      REGISTRATION_CLIENT_ID: auth.registrationClient.userPoolClientId,
    });
  }

  /** Public sign-in settings for the SPA: configuration only, no permission. */
  bindClientConfig(auth: BoundAuth): this {
    return this.setEnv('client', {
      USER_POOL_ID: auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
      SOCIAL_CLIENT_ID: auth.socialClient?.userPoolClientId,
      COGNITO_PUBLIC_ENDPOINT: undefined,
      SOCIAL_PROVIDERS: auth.socialProviders.join(','),
      OAUTH_DOMAIN: auth.oauthDomain,
    });
  }

  /**
   * A public route that personalises verifies the caller's optional token itself (API Gateway
   * checks none there): the pool's issuer and key set and our app client. Configuration only:
   * the key set is public, fetched over HTTPS, no permission.
   */
  bindOptionalSignIn(auth: BoundAuth): this {
    const issuer = auth.issuer;
    return this.setEnv('auth', {
      JWT_ISSUER: issuer,
      JWKS_URL: `${issuer}/.well-known/jwks.json`,
      USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
      SOCIAL_CLIENT_ID: auth.socialClient?.userPoolClientId,
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

  /** Putting messages on the paced mail queue (SendMessageBatch is authorized as SendMessage). */
  bindMailQueue(mail: AppMail): this {
    this.allow(['sqs:SendMessage'], [mail.queue.queueArn]);
    return this.setEnv('mailQueue', { MAIL_QUEUE_URL: mail.queue.queueUrl });
  }

  /** Putting views on the views queue, nothing else (its URL is the only setting). */
  bindViewsQueue(views: AppQueueResource): this {
    this.allow(['sqs:SendMessage'], [views.queue.queueArn]);
    return this.setEnv('viewsQueue', { VIEWS_QUEUE_URL: views.queue.queueUrl });
  }

  /** Reading the account's sending state and rate (GetAccount): no resource, no setting. */
  bindMailAccount(): this {
    this.allow(['ses:GetAccount'], ['*']);
    acknowledge(
      this.role,
      'IAM5[Resource::*]',
      'ses:GetAccount (the account sending rate and sandbox state) has no resource-level permissions.',
    );
    return this;
  }

  /** Sending texts from the stage's number through its configuration set, nothing else. */
  bindSms(sms: BoundSms): this {
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

  bindEvents(events: BoundEvents): this {
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

  /**
   * The provider is called over HTTPS; its credentials are read at run time from the stage's
   * payments secret: its name in the settings, reading exactly that secret in the grant.
   */
  bindPayments(payments: AppPayments): this {
    this.allow(['secretsmanager:GetSecretValue'], [payments.readArn]);
    return this.setEnv('payments', payments.settings);
  }

  /** Every HTTP function checks CloudFront's origin secret (lambdas/http/origin-check.ts). */
  bindOriginVerify(origin: AppOriginVerify): this {
    this.allow(['secretsmanager:GetSecretValue'], [origin.secret.secretArn]);
    return this.setEnv('origin', { ORIGIN_VERIFY_SECRET_NAME: origin.secret.secretArn });
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
      REGISTRATION_CLIENT_ID: auth.registrationClient.userPoolClientId,
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
