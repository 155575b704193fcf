import { RemovalPolicy } from 'aws-cdk-lib';
import * as z from 'zod';
import { cloudFrontOrigin } from './app-origin.js';

/**
 * One stage's settings, validated once before any construct is made. Defaults for the known
 * stages live here; a deployer overrides or adds stages in cdk.json under
 * `context.stages.<name>` (real domain, mail addresses, social sign-in), never in code.
 */
const text = z.string().min(1);
const prodLikeStage = /^(prod|production|live|staging)$/;

export const stageConfigSchema = z
  .object({
    stage: z.string().regex(/^[a-z][a-z0-9-]{1,19}$/, 'lower-case letters, digits and dashes'),
    /** Cape Town by default: nearest to Zambia, and it keeps personal data in Africa. */
    region: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/)
      .default('af-south-1'),
    /** Amazon Location's region (af-south-1 has none): the nearest that offers it. */
    locationRegion: z
      .string()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/)
      .default('eu-central-1'),
    /** Optional: pin the stack to one account. Left out, the template stays env-agnostic. */
    account: z
      .string()
      .regex(/^\d{12}$/)
      .optional(),
    /**
     * Origin of the SPA (no path): mail links, uploads CORS and OAuth callbacks use it. A stage
     * that is not retained may leave it out: it then answers on its CloudFront address
     * (https://<id>.cloudfront.net), and every one of those settings follows that address.
     */
    appUrl: z
      .url({ protocol: /^https$/ })
      .refine(
        (url) => new URL(url).pathname === '/' && !url.endsWith('/'),
        'an origin without a trailing slash',
      )
      .optional(),
    /** ACM certificate in us-east-1 for appUrl's host; without it CloudFront's own domain serves. */
    certificateArn: z.string().startsWith('arn:aws:acm:us-east-1:').optional(),
    mailFrom: z.email(),
    contactInbox: z.email(),
    /** The payment provider's API (Flutterwave v3 shape). */
    paymentsBaseUrl: z.url({ protocol: /^https$/ }).default('https://api.flutterwave.com'),
    /** Secrets Manager secret (JSON: secretKey, webhookHash) of the payment provider. */
    paymentsSecretName: text.optional(),
    /** Keep data when the stack goes (tables, pools, buckets). Defaults to prod-like names. */
    retain: z.boolean().optional(),
    /** Prefix of the Cognito hosted domain, needed only with social sign-in. */
    authDomainPrefix: z
      .string()
      .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/)
      .optional(),
    googleClientId: text.optional(),
    /** Name of the Secrets Manager secret holding the Google client secret (a plain string). */
    googleSecretName: text.optional(),
    facebookAppId: text.optional(),
    /** Name of the Secrets Manager secret holding the Facebook app secret (a plain string). */
    facebookSecretName: text.optional(),
    /**
     * CloudWatch RUM for the SPA (load times, errors, failed API calls): an app monitor and a
     * guest-only identity pool that may do nothing but send its events. Off unless set.
     */
    rum: z.boolean().default(false),
    /**
     * Where texts come from (AWS End User Messaging SMS, infra/sms.ts). Either an existing
     * origination identity (the ARN of a phone number, pool or sender ID registered for the
     * countries served; its two-way channel is then set up with it), or the stack leases a
     * two-way phone number of this country and type. The default, a US simulator number,
     * reaches only AWS's simulator destinations: a real stage names its own.
     */
    sms: z
      .object({
        originationArn: z.string().startsWith('arn:aws:sms-voice:').optional(),
        isoCountryCode: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .default('US'),
        numberType: z.enum(['SIMULATOR', 'LONG_CODE', 'TOLL_FREE', 'TEN_DLC']).default('SIMULATOR'),
        /**
         * Sign-in, registration and confirmation codes stop for the rest of the UTC day once
         * this much is reckoned spent on them (docs/decisions/phone-accounts.md). AWS's own
         * ceiling is monthly and account-wide (End User Messaging's enforced spend limit).
         */
        dailySpendCeilingUsd: z.number().positive().max(10_000).default(20),
        /** What one code text is reckoned to cost: an upper estimate for the countries served. */
        textPriceUsd: z.number().positive().max(5).default(0.1),
      })
      .strict()
      .default({
        isoCountryCode: 'US',
        numberType: 'SIMULATOR',
        dailySpendCeilingUsd: 20,
        textPriceUsd: 0.1,
      }),
    /** Where the stage's alarms are e-mailed (infra/alarms.ts); unset, they go to the topic only. */
    alarmEmail: z.email().optional(),
    /**
     * CloudFront access logs (standard logging v2, infra/cdn-logs.ts): a small stack in
     * us-east-1, where CloudFront's log delivery is configured, writes them to the stage's
     * access-log bucket. Off unless set (docs/decisions/deploying-and-aws.md, "CloudFront access
     * logs").
     */
    cdnLogs: z.boolean().default(false),
  })
  .strict()
  .refine((c) => !c.googleClientId === !c.googleSecretName, {
    message: 'googleClientId and googleSecretName go together',
  })
  .refine((c) => !c.facebookAppId === !c.facebookSecretName, {
    message: 'facebookAppId and facebookSecretName go together',
  })
  .refine((c) => !c.certificateArn || c.appUrl, {
    message: "certificateArn needs appUrl (the certificate's host)",
    path: ['certificateArn'],
  })
  .superRefine((c, context) => {
    if (!retainsData(c.stage, c)) return;
    for (const [path, message] of placeholders(c))
      context.addIssue({ code: 'custom', path, message });
  })
  .transform((c) => {
    const retain = retainsData(c.stage, c);
    return {
      ...c,
      /** The SPA's own origin, or (no appUrl) its CloudFront address, resolved in the stack. */
      appUrl: c.appUrl ?? cloudFrontOrigin,
      ownDomain: c.appUrl !== undefined,
      retain,
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      authDomainPrefix: c.authDomainPrefix ?? `caregivers-${c.stage}`,
      paymentsSecretName: c.paymentsSecretName ?? `marketplace/${c.stage}/payments`,
      socialProviders: [
        ...(c.googleClientId ? (['Google'] as const) : []),
        ...(c.facebookAppId ? (['Facebook'] as const) : []),
      ],
    };
  });

export type StageInput = z.input<typeof stageConfigSchema>;
export type StageConfig = z.output<typeof stageConfigSchema>;
export type SocialProvider = StageConfig['socialProviders'][number];

/**
 * Throwaway stages send mail from a reserved domain (RFC 2606) until their config names a real
 * one; a retained stage refuses these (`placeholders`).
 */
const defaults = (stage: string): Partial<StageInput> => ({
  stage,
  mailFrom: 'no-reply@caregivers.example',
  contactInbox: 'team@caregivers.example',
});

/** Domains that can never be a real stage's (RFC 2606 and RFC 6761). */
const reservedDomain = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;
const onReservedDomain = (address: string | undefined) =>
  address !== undefined &&
  reservedDomain.test(
    address
      .split('@')
      .pop()!
      .replace(/^https:\/\//, ''),
  );

type Placeholder = [path: string[], message: string];
/**
 * What a retained stage still has from the code defaults: each setting it must set in cdk.json
 * (`context.stages.<stage>`) before it may synthesize. A throwaway stage may keep them.
 */
function placeholders(c: {
  appUrl?: string;
  certificateArn?: string;
  mailFrom: string;
  contactInbox: string;
  alarmEmail?: string;
  sms?: { originationArn?: string; numberType?: string };
}): Placeholder[] {
  const found: Placeholder[] = [];
  const must = (path: string, what: string) =>
    found.push([path.split('.'), `required on a retained stage (${what})`]);
  if (!c.appUrl || onReservedDomain(c.appUrl))
    must('appUrl', 'the origin users open (https://...)');
  if (!c.certificateArn)
    must('certificateArn', "an ACM certificate in us-east-1 for appUrl's host");
  if (onReservedDomain(c.mailFrom)) must('mailFrom', 'the sender address on a domain SES verifies');
  if (onReservedDomain(c.contactInbox)) must('contactInbox', 'where contact messages go');
  if (!c.alarmEmail || onReservedDomain(c.alarmEmail))
    must('alarmEmail', 'the address that receives the alarms');
  const sms = c.sms ?? {};
  if (!sms.originationArn && (sms.numberType ?? 'SIMULATOR') === 'SIMULATOR')
    must(
      'sms.originationArn',
      'an origination identity registered for the countries served (or sms.numberType and sms.isoCountryCode of a number to lease); the default is the SMS simulator',
    );
  return found;
}

/**
 * Whether a stage keeps its data when its stacks go (`retain`, by default for prod-like names),
 * read from its cdk.json overrides without validating the rest.
 */
export function retainsData(stage: string, overrides: unknown = {}): boolean {
  const retain = (overrides as { retain?: unknown } | undefined)?.retain;
  return typeof retain === 'boolean' ? retain : prodLikeStage.test(stage);
}

/**
 * The config of `stage`: code defaults, then `overrides` (cdk.json `context.stages.<stage>`).
 * Throws one readable error naming every invalid setting.
 */
export function loadStageConfig(stage: unknown, overrides: unknown = {}): StageConfig {
  if (typeof stage !== 'string' || stage === '') {
    throw new Error(
      'Missing stage: run with -c stage=NAME (for example: npx cdk synth -c stage=dev)',
    );
  }
  const extra = typeof overrides === 'object' && overrides !== null ? overrides : {};
  const parsed = stageConfigSchema.safeParse({ ...defaults(stage), ...extra, stage });
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.join('.') || '(config)'}: ${i.message}`,
    );
    throw new Error(`Invalid config for stage "${stage}":\n  ${issues.join('\n  ')}`);
  }
  return parsed.data;
}
