import { DefaultStackSynthesizer } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { acknowledge, acknowledgeWildcardResource } from './acknowledge.js';

const helperReason = (what: string) =>
  `CDK's own BucketDeployment helper (runs only during deploy to copy web/dist): ${what}`;

/**
 * The findings on CDK's BucketDeployment singleton, one by one. It is CDK's code, not ours;
 * we cannot narrow its grants, so each is named here rather than silenced for the stack.
 */
export function acknowledgeDeploymentHelper(
  helper: IConstruct,
  target: IBucket,
  region: string,
): void {
  acknowledge(
    helper,
    'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    helperReason('AWS basic execution policy for its logs.'),
  );
  acknowledge(helper, 'L1', helperReason('its runtime is pinned by the CDK release.'));
  for (const action of ['GetObject*', 'GetBucket*', 'List*', 'DeleteObject*', 'Abort*']) {
    acknowledge(
      helper,
      `IAM5[Action::s3:${action}]`,
      helperReason('grantRead/grantReadWrite wildcards of CDK.'),
    );
  }
  acknowledge(
    helper,
    'IAM5[Resource::*]',
    helperReason('CloudFront invalidations have no resource-level permissions.'),
  );
  acknowledgeWildcardResource(
    helper,
    target.arnForObjects('*'),
    helperReason('writes every file of the SPA bucket.'),
  );
  const assets = DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace(
    '${Qualifier}',
    DefaultStackSynthesizer.DEFAULT_QUALIFIER,
  )
    .replace('${AWS::AccountId}', '<AWS::AccountId>')
    .replace('${AWS::Region}', region);
  acknowledge(
    helper,
    `IAM5[Resource::arn:<AWS::Partition>:s3:::${assets}/*]`,
    helperReason('reads the uploaded SPA archive from the CDK assets bucket.'),
  );
}
