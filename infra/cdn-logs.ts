import { Stack, Tags, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnDelivery, CfnDeliveryDestination, CfnDeliverySource } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { StageConfig } from './stage-config.js';

/** CloudFront's log deliveries are configured in US East (N. Virginia), whatever the stage. */
export const cdnLogsRegion = 'us-east-1';
/** Where in the access-log bucket the distribution's logs go. */
export const cdnLogsPrefix = 'cloudfront';

export interface CdnLogsProps {
  config: StageConfig;
  /** The stage's distribution (stack Marketplace-<stage>). */
  distribution: IDistribution;
  /** The stage's access-log bucket, in the stage's region. */
  accessLogs: IBucket;
}

/**
 * CloudFront access logs by standard logging v2 (stage setting `cdnLogs`). Standard logging
 * (legacy) cannot write to a bucket in an opt-in region such as af-south-1, and the v2 delivery
 * source of a distribution exists only in us-east-1; its S3 destination may be a bucket in an
 * opt-in region. So this small stack in us-east-1 holds the source, the destination and the
 * delivery, and the logs land in the stage's own access-log bucket (personal data stays in the
 * stage's region). The distribution's and bucket's ARNs come over by CDK's cross-region
 * references (SSM parameters written by the stage's stack). docs/decisions/deploying-and-aws.md,
 * "CloudFront access logs".
 */
export class CdnLogsStack extends Stack {
  constructor(scope: Construct, id: string, { config, distribution, accessLogs }: CdnLogsProps) {
    super(scope, id, {
      env: { region: cdnLogsRegion, ...(config.account ? { account: config.account } : {}) },
      crossRegionReferences: true,
      description: `Caregiver marketplace CloudFront access logs, stage ${config.stage}`,
    } satisfies StackProps);
    Tags.of(this).add('app', 'caregiver-marketplace');
    Tags.of(this).add('stage', config.stage);

    const name = deliverySourceName(config);
    const source = new CfnDeliverySource(this, 'Source', {
      name,
      logType: 'ACCESS_LOGS',
      resourceArn: distribution.distributionArn,
    });
    const destination = new CfnDeliveryDestination(this, 'Destination', {
      name: `${name}-s3`,
      destinationResourceArn: accessLogs.bucketArn,
      outputFormat: 'parquet',
    });
    const delivery = new CfnDelivery(this, 'Delivery', {
      deliverySourceName: name,
      deliveryDestinationArn: destination.attrArn,
      s3SuffixPath: `${cdnLogsPrefix}/{DistributionId}/{yyyy}/{MM}/{dd}/{HH}`,
    });
    delivery.addResourceDependency(source);
  }
}

export const deliverySourceName = (config: StageConfig): string =>
  `marketplace-${config.stage}-cdn`;

/**
 * The access-log bucket lets CloudWatch Logs' delivery service write the distribution's logs
 * under `cdnLogsPrefix`, for this account's delivery source only (AWS's policy for v2 log
 * delivery to S3).
 */
export function allowCdnLogDelivery(config: StageConfig, accessLogs: IBucket): void {
  const { account, partition } = Stack.of(accessLogs);
  accessLogs.addToResourcePolicy(
    new PolicyStatement({
      sid: 'CloudFrontLogDelivery',
      principals: [new ServicePrincipal('delivery.logs.amazonaws.com')],
      actions: ['s3:PutObject'],
      resources: [accessLogs.arnForObjects(`${cdnLogsPrefix}/*`)],
      conditions: {
        StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control', 'aws:SourceAccount': account },
        ArnLike: {
          'aws:SourceArn': `arn:${partition}:logs:${cdnLogsRegion}:${account}:delivery-source:${deliverySourceName(config)}`,
        },
      },
    }),
  );
}
