import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { EnvOf } from '../lambdas/ports/env.js';
import type { StageConfig } from './stage-config.js';

/**
 * The payment provider (Flutterwave v3 API). Its secret key and webhook hash live in one
 * Secrets Manager secret (JSON: {"secretKey": "...", "webhookHash": "..."}) made by hand per
 * stage; CloudFormation resolves them at deploy, so they are never written in the template.
 * No resource is created here: the secret is imported by name.
 */
export class AppPayments extends Construct {
  readonly settings: EnvOf<'payments'>;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    const secret = Secret.fromSecretNameV2(this, 'Secret', config.paymentsSecretName);
    this.settings = {
      PAYMENTS_BASE_URL: config.paymentsBaseUrl,
      PAYMENTS_SECRET_KEY: secret.secretValueFromJson('secretKey').unsafeUnwrap(),
      PAYMENTS_WEBHOOK_HASH: secret.secretValueFromJson('webhookHash').unsafeUnwrap(),
      APP_URL: config.appUrl,
    };
  }
}
