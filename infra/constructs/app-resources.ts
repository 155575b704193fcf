import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { EnvOf } from '../../lambdas/ports/env.js';
import type { AppData } from '../data.js';
import type { AppGeocoding } from '../geocoding.js';
import type { AppMail } from '../mail.js';
import type { AppPayments } from '../payments.js';
import type { AppQueueResource } from '../queues.js';
import type { SocialProvider } from '../stage-config.js';
import type { AppStorage } from '../storage.js';

/*
 * The user pool, the event bus and the texts make functions of their own (Cognito triggers,
 * event and reply consumers), so AppFunction names them by what a binding reads rather than
 * by their classes: a construct does not import the stack parts that use it. AppAuth
 * (infra/auth.ts), AppEvents (infra/events.ts) and AppSms (infra/sms.ts) have these shapes.
 */

/** The user pool and its app clients, as the identity, sign-in and probe bindings read them. */
export interface BoundAuth {
  readonly userPool: IUserPool;
  readonly client: IUserPoolClient;
  readonly registrationClient: IUserPoolClient;
  readonly socialClient: IUserPoolClient | undefined;
  readonly socialProviders: readonly SocialProvider[];
  readonly oauthDomain: string | undefined;
  /** The issuer (`iss`) of the pool's tokens. */
  readonly issuer: string;
}

/** The stage's own event bus. */
export interface BoundEvents {
  readonly bus: IEventBus;
}

/** Sending texts: the exact ARNs SendTextMessage is checked against, and the settings. */
export interface BoundSms {
  readonly sendArns: string[];
  readonly settings: EnvOf<'sms'>;
  /** The daily spending ceiling on code texts (stage config `sms`). */
  readonly codeSettings: EnvOf<'smsCodes'>;
}

/** Everything a function may be bound to; each `Need` maps to one of these. */
export interface AppResources {
  data: AppData;
  auth: BoundAuth;
  mail: AppMail;
  storage: AppStorage;
  events: BoundEvents;
  geocoding: AppGeocoding;
  payments: AppPayments;
  sms: BoundSms;
  /** The views queue (lambdas/events/queues.ts `viewsQueue`). */
  views: AppQueueResource;
}
