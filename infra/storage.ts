import { Duration, Stack } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type BucketProps,
} from 'aws-cdk-lib/aws-s3';
import { Construct, type IConstruct } from 'constructs';
import { STAGED_UPLOADS_PREFIX, userFilesPrefix } from '../lambdas/core/profiles/user-files.js';
import { acknowledgeWildcardResource } from './acknowledge.js';
import type { StageConfig } from './stage-config.js';

/** Private, encrypted, TLS-only: the defaults of every bucket in the stack. */
export const privateBucketProps = (config: StageConfig): BucketProps => ({
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  removalPolicy: config.removalPolicy,
  // Throwaway stages empty their buckets on delete; retained stages keep everything.
  autoDeleteObjects: !config.retain,
});

/**
 * The uploads bucket (photos and documents, written by the browser through presigned PUT or
 * POST from the app's origin) and the bucket that receives every access log of the stack.
 */
export class AppStorage extends Construct {
  readonly uploads: Bucket;
  readonly accessLogs: Bucket;
  /**
   * The uploads bucket's regional host, from its name alone: the CSP of the distribution names
   * it, and the bucket's CORS names the distribution on a stage without its own domain, so a
   * reference to the bucket there would make a dependency cycle.
   */
  readonly uploadsHost: string;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    const { account, region, urlSuffix } = Stack.of(this);
    // Unique per account, region and stage; at most 59 characters (S3 allows 63).
    const uploadsName = `mp-${config.stage}-uploads-${account}-${region}`;
    this.uploadsHost = `${uploadsName}.s3.${region}.${urlSuffix}`;
    this.accessLogs = new Bucket(this, 'AccessLogs', {
      ...privateBucketProps(config),
      // S3 server access logs write by bucket policy with cdk.json's serverAccessLogsUseBucketPolicy,
      // by ACL in an app without it (some tests): object writer suits both. CloudFront's v2
      // delivery (cdn-logs.ts) writes by bucket policy.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(config.retain ? 365 : 30) }],
    });
    // No S1 acknowledgement: cdk-nag counts a bucket that receives access logs as logged.

    this.uploads = new Bucket(this, 'Uploads', {
      ...privateBucketProps(config),
      bucketName: uploadsName,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'uploads/',
      cors: [
        {
          allowedOrigins: [config.appUrl],
          allowedMethods: [HttpMethods.PUT, HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      // Versioned: an overwrite or a delete by mistake (or by a stolen session) can be undone.
      // Old versions of photos and documents (personal data) still go after 30 days.
      versioned: true,
      lifecycleRules: [
        {
          abortIncompleteMultipartUploadAfter: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(30),
        },
        // Uploads never confirmed (lambdas/core/profiles/user-files.ts) go after a day, S3
        // lifecycle's shortest period, with their old versions: the shorter rule wins where
        // the two overlap (docs/decisions/uploads-and-photos.md, "Uploads"). The local file store
        // applies the same rule (infra/local/s3-lifecycle.ts).
        {
          id: 'unconfirmed-uploads',
          prefix: STAGED_UPLOADS_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
    });
  }

  /**
   * The users' files: every key is `<uid>/media/...`, or `incoming/<uid>/media/...` while an
   * upload waits to be checked (lambdas/core/profiles/user-files.ts); the one pattern covers
   * both. Which user's folder a call may touch is the handler's check; IAM cannot know the
   * caller.
   */
  get userFilesArn(): string {
    return this.uploads.arnForObjects(`${userFilesPrefix('*')}*`);
  }

  /** Object actions need wildcards; acknowledge exactly that finding on the function that gets it. */
  acknowledgeObjectWildcard(scope: IConstruct): void {
    acknowledgeWildcardResource(
      scope,
      this.userFilesArn,
      "Object-level actions on the users' files (<uid>/media/*): keys are generated per upload and per user, so no narrower ARN exists.",
    );
  }
}
