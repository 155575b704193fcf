import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { EnvOf } from '../lambdas/ports/env.js';
import type { StageConfig } from './stage-config.js';

/**
 * The payment provider (Flutterwave v3 API). Its secret key and webhook hash live in one
 * Secrets Manager secret (JSON: {"secretKey": "...", "webhookHash": "..."}) made by hand per
 * stage (docs/operations.md). No resource is created and no value enters the template: the
 * functions get the secret's name and read it at run time (lambdas/ports/payments.ts), so a
 * stage deploys before the secret exists and its payment routes answer 503 until it does.
 */
export class AppPayments extends Construct {
  readonly settings: EnvOf<'payments'>;
  /**
   * What the functions may read: the secret by name plus Secrets Manager's random six-character
   * suffix (`-??????`, as CDK's grantRead writes it for a secret imported by name), so exactly
   * this secret, even one made after the deploy.
   */
  readonly readArn: string;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    const secret = Secret.fromSecretNameV2(this, 'Secret', config.paymentsSecretName);
    this.readArn = `${secret.secretArn}-??????`;
    this.settings = {
      PAYMENTS_BASE_URL: config.paymentsBaseUrl,
      PAYMENTS_SECRET_NAME: config.paymentsSecretName,
      APP_URL: config.appUrl,
    };
  }
}
