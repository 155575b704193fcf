import { DefaultStackSynthesizer, Stack, Token } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';
import { acknowledge, acknowledgeWildcardResource } from './acknowledge.js';

const helperReason = (what: string) =>
  `CDK's own BucketDeployment helper (runs only during deploy to copy web/dist): ${what}`;

/**
 * The findings on CDK's BucketDeployment singleton and the role we give it, one by one. The
 * grants are CDK's code, not ours (we cannot narrow them), so each is named here rather than
 * silenced for the stack. Its role has no AWS managed policy (web.ts), so IAM4 does not arise.
 */
export function acknowledgeDeploymentHelper(
  { helper, role }: { helper: IConstruct; role: IConstruct },
  target: IBucket,
  region: string,
): void {
  acknowledge(helper, 'L1', helperReason('its runtime is pinned by the CDK release.'));
  for (const action of ['GetObject*', 'GetBucket*', 'List*', 'DeleteObject*', 'Abort*']) {
    acknowledge(
      role,
      `IAM5[Action::s3:${action}]`,
      helperReason('grantRead/grantReadWrite wildcards of CDK.'),
    );
  }
  acknowledge(
    role,
    'IAM5[Resource::*]',
    helperReason('CloudFront invalidations have no resource-level permissions.'),
  );
  acknowledgeWildcardResource(
    role,
    target.arnForObjects('*'),
    helperReason('writes every file of the SPA bucket.'),
  );
  const assets = DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace(
    '${Qualifier}',
    DefaultStackSynthesizer.DEFAULT_QUALIFIER,
  )
    .replace('${AWS::AccountId}', '<AWS::AccountId>')
    .replace('${AWS::Region}', region);
  // A literal partition where CDK knows the region's (feature flag enablePartitionLiterals).
  const { partition } = Stack.of(role);
  const shownPartition = Token.isUnresolved(partition) ? '<AWS::Partition>' : partition;
  acknowledge(
    role,
    `IAM5[Resource::arn:${shownPartition}:s3:::${assets}/*]`,
    helperReason('reads the uploaded SPA archive from the CDK assets bucket.'),
  );
}
