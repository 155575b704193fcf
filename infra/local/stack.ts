import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetDb } from '../../lambdas/core/db/service.js';
import { resetClients, type Service } from '../../lambdas/ports/aws-clients.js';
import { resetEnvCache } from '../../lambdas/ports/env.js';
import { forgetSendingAccount } from '../../lambdas/ports/mail-account.js';
import { provideCorePorts } from '../../lambdas/ports/provide-core-ports.js';
import { provideViewPorts } from '../../lambdas/ports/provide-view-ports.js';
import { provideMailPorts } from '../../lambdas/ports/provide-mail-ports.js';
import { cognitoTriggers, startLambdaEndpoint } from './lambda-endpoint.js';
import { startCognito } from './cognito.js';
import { ensureTable, startDynamo, localDynamoClient } from './dynamo.js';
import { benchControl } from './bench-control.js';
import { startEvents } from './events.js';
import { functionPlayer, stageFunctionTemplates } from './played-functions.js';
import { startQueues } from './queues.js';
import { startSchedules } from './schedules.js';
import { startLocation } from './location.js';
import { startPaymentsThread } from './payments-thread.js';
import { startRouter } from './router.js';
import { startS3 } from './s3.js';
import { uploadsExpirationRules } from './s3-lifecycle.js';
import { startSecrets } from './secrets.js';
import { startSes } from './ses.js';
import { startSms } from './sms.js';
import { startStreams } from './streams.js';

export interface StackOptions {
  /** Where data is kept between starts; omitted = DynamoDB in memory and a temp folder. */
  dataDir?: string;
  port: number;
  /**
   * The router's address (LISTEN_HOST for `npm start`): 127.0.0.1 unless asked, so the app and
   * its test-only pages are not offered to the network. The stand-ins always stay on loopback.
   */
  listenHost?: string;
  webRoot: string;
  /**
   * Where the handlers reach some stand-ins instead of directly (the fault tests put a proxy
   * in between); the stack itself still uses the real endpoints, returned as `standIns`.
   */
  endpointOverrides?: Partial<Record<Service, string>>;
  /** The SES stand-in starts in SES's sandbox (infra/local/ses.ts). */
  sesSandbox?: boolean;
  /**
   * The country CloudFront would locate every visit in (an ISO code; LOCAL_VIEWER_COUNTRY for
   * `npm start`), or undefined for visits it cannot locate (lambdas/http/viewer-country.ts).
   */
  viewerCountry?: string;
  /**
   * Keep the answers that are the same for everyone as CloudFront does (route.ts `cache`);
   * on unless false.
   */
  edgeCache?: boolean;
  /**
   * The address people open the app at, when it is not the router's (`npm run dev`'s server):
   * what the mail's links and the payment provider's return lead to (APP_URL).
   */
  appUrl?: string;
  /**
   * Bench mode (LOCAL_BENCH=1): the handlers record their DynamoDB calls and capacity
   * (lambdas/ports/db-calls.ts) and /local/bench/* serves them (bench-control.ts).
   */
  bench?: boolean;
}

const TABLE_NAME = 'marketplace';
const BUCKET = 'marketplace-uploads';
const BUS = 'marketplace';
const REGION = 'af-south-1';
/** The local sending number (a Zambian number, as the product's first market). */
const SMS_FROM = '+260970000000';
/** The local stage's secrets, named as a deployed stage's are (docs/operations.md). */
const PAYMENTS_SECRET = 'marketplace/local/payments';
const ORIGIN_SECRET = 'marketplace/local/origin-verify';
const MAIL_FROM = 'no-reply@caregivers.example';
const LOOPBACK = '127.0.0.1';

/**
 * Starts every stand-in of DESIGN.md's table and points the handlers at them through the same
 * settings the Lambda functions get in AWS. Used by `npm start` and by the tests' global setup.
 */
export async function startStack(options: StackOptions) {
  const temp = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'marketplace-'));
  const dir = options.dataDir ?? temp!;
  // Each function runs with exactly the environment its template gives it, read from the stage
  // as `cdk synth` makes it (played-functions.ts); the settings are known once all is up.
  const known: { settings?: Record<string, string> } = {};
  const play = functionPlayer(stageFunctionTemplates(), () => {
    if (!known.settings) throw new Error('A function ran before the local stack was up');
    return known.settings;
  });
  const lambda = await startLambdaEndpoint(play);
  const [dynamo, cognito, s3, ses, events, location, payments, sms, secrets, queues] =
    await Promise.all([
      startDynamo(options.dataDir ? join(dir, 'dynamodb') : undefined),
      startCognito({
        dir: join(dir, 'cognito'),
        lambdaEndpoint: lambda.endpoint,
        triggers: cognitoTriggers,
      }),
      startS3(join(dir, 's3'), BUCKET, uploadsExpirationRules()),
      startSes({ region: REGION, mailFrom: MAIL_FROM, sandbox: options.sesSandbox }),
      startEvents(REGION, play),
      startLocation(),
      startPaymentsThread(),
      startSms(SMS_FROM, play),
      startSecrets(REGION),
      startQueues(REGION, play),
    ]);
  // The sandbox's per-start credentials, and the value the router sends as CloudFront does.
  secrets.put(
    PAYMENTS_SECRET,
    JSON.stringify({ secretKey: payments.secretKey, webhookHash: payments.secretHash }),
  );
  secrets.put(ORIGIN_SECRET, randomBytes(32).toString('base64url'));
  const standIns: Record<Service, string> = {
    dynamodb: dynamo.endpoint,
    cognito: cognito.endpoint,
    s3: s3.endpoint,
    ses: ses.endpoint,
    events: events.endpoint,
    location: location.endpoint,
    sms: sms.endpoint,
    secrets: secrets.endpoint,
    sqs: queues.endpoint,
  };
  const settings: Record<string, string> = {
    AWS_REGION: REGION,
    LOCAL_AWS_ENDPOINTS: JSON.stringify({ ...standIns, ...options.endpointOverrides }),
    TABLE_NAME,
    USER_POOL_ID: cognito.userPoolId,
    USER_POOL_CLIENT_ID: cognito.clientId,
    REGISTRATION_CLIENT_ID: cognito.registrationClientId,
    COGNITO_PUBLIC_ENDPOINT: cognito.publicEndpoint,
    JWT_ISSUER: cognito.issuer,
    JWKS_URL: cognito.jwksUrl,
    // For tests only (no function's template names it): the key that makes a token trusted.
    LOCAL_SIGNING_KEY_FILE: cognito.signingKeyFile,
    MAIL_FROM,
    // MAIL_QUEUE_URL, VIEWS_QUEUE_URL: every queue of lambdas/events/queues.ts
    ...queues.urls,
    CONTACT_INBOX: 'team@caregivers.example',
    UPLOADS_BUCKET: BUCKET,
    EVENT_BUS_NAME: BUS,
    PLACE_INDEX_NAME: 'marketplace-places',
    SOCIAL_PROVIDERS: '',
    PAYMENTS_BASE_URL: payments.endpoint,
    PAYMENTS_SECRET_NAME: PAYMENTS_SECRET,
    ORIGIN_VERIFY_SECRET_NAME: ORIGIN_SECRET,
    SMS_ORIGINATION_IDENTITY: SMS_FROM,
    SMS_CONFIGURATION_SET: 'marketplace-sms',
    // The stage config's defaults (infra/stage-config.ts `sms`).
    SMS_DAILY_CEILING_USD: '20',
    SMS_TEXT_PRICE_USD: '0.1',
  };
  known.settings = settings;

  Object.assign(process.env, settings);
  resetEnvCache();
  resetClients();
  forgetSendingAccount();
  resetDb();
  // The demo seed runs core in this process, outside any played function.
  provideCorePorts();
  provideViewPorts();
  provideMailPorts();
  const ddb = localDynamoClient(dynamo.endpoint, REGION);
  await ensureTable(ddb, TABLE_NAME);
  ddb.destroy();
  const streams = await startStreams(dynamo.endpoint, REGION, TABLE_NAME, play);
  const router = await startRouter({
    port: options.port,
    host: options.listenHost ?? LOOPBACK,
    webRoot: options.webRoot,
    play,
    sesEndpoint: ses.endpoint,
    sms,
    queues,
    deliveries: streams,
    origins: { cognito: cognito.publicEndpoint, uploads: s3.endpoint },
    auth: { issuer: cognito.issuer, jwksUrl: cognito.jwksUrl, clientIds: [cognito.clientId] },
    viewerCountry: options.viewerCountry,
    edgeCache: options.edgeCache,
    bench: options.bench
      ? // The schedules start once the router's address is known; held from then on.
        benchControl(
          { events, streams, queues, schedules: { hold: (on) => schedules.hold(on) } },
          dynamo.endpoint,
        )
      : undefined,
  });
  settings.APP_URL = options.appUrl ?? router.url;
  payments.setWebhookUrl(`${router.url}/api/payments/webhook`);
  process.env.APP_URL = settings.APP_URL;
  resetEnvCache();

  const schedules = startSchedules(play);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await router.stop();
    await schedules.stop();
    await queues.stop();
    await streams.stop();
    await Promise.allSettled([
      cognito.stop(),
      s3.stop(),
      ses.stop(),
      events.stop(),
      location.stop(),
      payments.stop(),
      sms.stop(),
      secrets.stop(),
      lambda.stop(),
    ]);
    await dynamo.stop();
    if (temp) rmSync(temp, { recursive: true, force: true });
  };
  return {
    url: router.url,
    settings,
    standIns,
    sesEndpoint: ses.endpoint,
    events,
    queues,
    streams,
    /** Called once the demo data is in: until then GET /api/health answers 503 "starting". */
    ready: router.ready,
    stop,
  };
}
