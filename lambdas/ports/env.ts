import * as z from 'zod';
import { currentInvocation } from './invocation.js';

/**
 * The only place that reads process.env. Each concern is validated once, on first use, and a
 * missing setting fails fast naming every missing variable of that concern. Functions only get
 * the settings of the concerns they are bound to (see infra/constructs/app-function.ts).
 */
const text = z.string().min(1);
const concerns = {
  aws: z.object({
    AWS_REGION: text.default('af-south-1'),
    /** JSON map of service -> endpoint, set only by the local runtime. */
    LOCAL_AWS_ENDPOINTS: z.string().optional(),
    /** Test mode only: the file every AWS call is recorded to (call-log.ts). */
    AWS_CALL_LOG: z.string().optional(),
    /** Bench mode only: '1' records each unit's DynamoDB calls and capacity (db-calls.ts). */
    LOCAL_BENCH: z.string().optional(),
  }),
  /**
   * X-Ray tracing of the SDK clients and handlers (tracing.ts). AWS_EXECUTION_ENV is set by the
   * Lambda runtime alone (not locally, in tests or scripts); POWERTOOLS_TRACE_ENABLED by every
   * function's template (infra/constructs/app-function.ts `traceSettings`).
   */
  tracing: z.object({
    AWS_EXECUTION_ENV: z.string().optional(),
    /** 'true' turns tracing on; read leniently, as every module that traces reads it at load. */
    POWERTOOLS_TRACE_ENABLED: z.string().optional(),
    LOCAL_AWS_ENDPOINTS: z.string().optional(),
  }),
  data: z.object({ TABLE_NAME: text }),
  /**
   * REGISTRATION_CLIENT_ID: the app client of SignUp alone, the only one that may write the
   * sign-up attributes (infra/auth-clients.ts).
   */
  identity: z.object({
    USER_POOL_ID: text,
    USER_POOL_CLIENT_ID: text,
    REGISTRATION_CLIENT_ID: text,
  }),
  mail: z.object({ MAIL_FROM: z.email(), CONTACT_INBOX: z.email(), APP_URL: z.url() }),
  /** The paced mail queue (infra/mail.ts): bulk e-mail goes out through it at SES's rate. */
  mailQueue: z.object({ MAIL_QUEUE_URL: z.url() }),
  /** The views queue (lambdas/events/queues.ts): a page view is counted through it. */
  viewsQueue: z.object({ VIEWS_QUEUE_URL: z.url() }),
  storage: z.object({ UPLOADS_BUCKET: text }),
  /** End User Messaging SMS: the sending number (or pool) and the configuration set. */
  sms: z.object({ SMS_ORIGINATION_IDENTITY: text, SMS_CONFIGURATION_SET: text }),
  /**
   * The daily spending ceiling on code texts (stage config `sms.dailySpendCeilingUsd`), and what
   * one text is reckoned to cost (`sms.textPriceUsd`, an upper estimate), in US dollars.
   */
  smsCodes: z.object({
    SMS_DAILY_CEILING_USD: z.string().regex(/^\d+(\.\d+)?$/),
    SMS_TEXT_PRICE_USD: z.string().regex(/^\d+(\.\d+)?$/),
  }),
  events: z.object({ EVENT_BUS_NAME: text }),
  /** Amazon Location's place index, in a region that offers the service. */
  geocoding: z.object({ PLACE_INDEX_NAME: text, LOCATION_REGION: text.optional() }),
  /** What the SPA needs to sign in, served by GET /api/config. */
  client: z.object({
    USER_POOL_ID: text,
    USER_POOL_CLIENT_ID: text,
    /** The hosted-UI social sign-in's app client, only on stages that configure it. */
    SOCIAL_CLIENT_ID: z.string().optional(),
    /** Only locally: the browser reaches cognito-local here instead of AWS. */
    COGNITO_PUBLIC_ENDPOINT: z.url().optional(),
    /** Comma-separated identity providers configured on this stage (Google, Facebook). */
    SOCIAL_PROVIDERS: z.string().default(''),
    OAUTH_DOMAIN: z.string().optional(),
  }),
  /**
   * CloudWatch RUM of the SPA, also served by GET /api/config: set only on stages with
   * `rum: true` (never locally), and then all together.
   */
  rum: z
    .object({
      RUM_APP_MONITOR_ID: text.optional(),
      /** Share of sessions recorded, 0 to 1. */
      RUM_SAMPLE_RATE: z.coerce.number().min(0).max(1).optional(),
    })
    // Both or none: the error names the two, since either one alone is the mistake.
    .refine((r) => (r.RUM_APP_MONITOR_ID === undefined) === (r.RUM_SAMPLE_RATE === undefined), {
      path: ['RUM_APP_MONITOR_ID+RUM_SAMPLE_RATE'],
      message: 'set together',
    }),
  /**
   * The payment provider (Flutterwave v3 shape): API base, and the name (or ARN) of the Secrets
   * Manager secret holding its secret key and the webhook's `verif-hash` secret, read at run
   * time (lambdas/ports/payments.ts). Locally the sandbox generates key and hash per start.
   */
  payments: z.object({
    PAYMENTS_BASE_URL: z.url(),
    PAYMENTS_SECRET_NAME: text,
    /** Where the provider sends the payer back (the SPA's /order/... page). */
    APP_URL: z.url(),
  }),
  /**
   * The secret CloudFront sends in its origin header on /api/* (lambdas/http/origin-check.ts):
   * its ARN (or name), read at run time.
   */
  origin: z.object({ ORIGIN_VERIFY_SECRET_NAME: text }),
  /**
   * Verifying a caller's optional sign-in on public routes that personalise (route.ts
   * `personalises`), where API Gateway checks no token: the pool's issuer, its key set and our
   * app client. The local router uses the same settings in the JWT authorizer's place.
   */
  /** Tokens of the web client, and of the social client where there is one, are accepted. */
  auth: z.object({
    JWT_ISSUER: z.url(),
    JWKS_URL: z.url(),
    USER_POOL_CLIENT_ID: text,
    SOCIAL_CLIENT_ID: z.string().optional(),
  }),
} as const;

export type Concern = keyof typeof concerns;
export type EnvOf<C extends Concern> = z.infer<(typeof concerns)[C]>;

/** What was read, per source: process.env, or the settings of one locally played function. */
const caches = new WeakMap<object, Map<Concern, unknown>>();

export function env<C extends Concern>(concern: C): EnvOf<C> {
  // Locally, the function being played reads only its own settings (ports/invocation.ts).
  const source = currentInvocation()?.settings ?? process.env;
  let cache = caches.get(source);
  if (!cache) caches.set(source, (cache = new Map()));
  const hit = cache.get(concern);
  if (hit) return hit as EnvOf<C>;
  const parsed = concerns[concern].safeParse(source);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Missing or invalid settings for ${concern}: ${names}`);
  }
  cache.set(concern, parsed.data);
  return parsed.data as EnvOf<C>;
}

/** Names of the variables a concern needs; infra uses this to bind functions. */
export const envNames = (concern: Concern): string[] => Object.keys(concerns[concern].shape);

/** Tests and the local runtime change settings between stacks; forget what was read. */
export const resetEnvCache = (): void => void caches.delete(process.env);
