import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { cdnLogsPrefix, cdnLogsRegion } from '../../infra/cdn-logs.js';
import { resourcesOf, synthStage } from './synth-stage.js';

const distributionOf = (template: Template) =>
  Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]!.Properties!
    .DistributionConfig;

describe('CloudFront access logs', { timeout: 120_000 }, () => {
  const off = synthStage();
  const on = synthStage({ overrides: { cdnLogs: true } });

  it('never use standard logging (legacy), which cannot write to a bucket in af-south-1', () => {
    for (const { template, stack } of [off, on]) {
      expect(stack.region).toBe('af-south-1');
      expect(distributionOf(template).Logging).toBeUndefined();
    }
    expect(off.cdnLogs).toBeUndefined();
    off.template.resourceCountIs('AWS::Logs::DeliverySource', 0);
  });

  it('are delivered by standard logging v2, configured in us-east-1, to the stage bucket', () => {
    const logs = on.cdnLogs!;
    expect(logs.region).toBe(cdnLogsRegion);
    expect(cdnLogsRegion).toBe('us-east-1');
    const template = Template.fromStack(logs);
    const [source] = Object.values(resourcesOf(template, 'AWS::Logs::DeliverySource'));
    expect(source!.Properties).toMatchObject({ LogType: 'ACCESS_LOGS' });
    // Read from the stage stack's outputs in its region (cdk.json: weak cross-stack references).
    const read = (value: unknown) => {
      const json = JSON.stringify(value);
      const { OutputName, StackName, Region } = JSON.parse(
        /\{"Fn::GetStackOutput":(\{[^}]*\})\}/.exec(json)![1]!,
      ) as Record<string, string>;
      expect({ StackName, Region }).toEqual({
        StackName: on.stack.stackName,
        Region: 'af-south-1',
      });
      return on.template.toJSON().Outputs[OutputName!].Value;
    };
    const [distributionId] = Object.keys(resourcesOf(on.template, 'AWS::CloudFront::Distribution'));
    expect(JSON.stringify(source!.Properties!.ResourceArn)).toContain(':distribution/');
    expect(read(source!.Properties!.ResourceArn)).toEqual({ Ref: distributionId });
    const [destination] = Object.values(resourcesOf(template, 'AWS::Logs::DeliveryDestination'));
    const [bucketId] = Object.keys(resourcesOf(on.template, 'AWS::S3::Bucket')).filter((id) =>
      id.startsWith('StorageAccessLogs'),
    );
    expect(read(destination!.Properties!.DestinationResourceArn)).toEqual({
      'Fn::GetAtt': [bucketId, 'Arn'],
    });
    template.hasResourceProperties('AWS::Logs::Delivery', {
      S3SuffixPath: `${cdnLogsPrefix}/{DistributionId}/{yyyy}/{MM}/{dd}/{HH}`,
    });
  });

  it("let only this account's delivery source write, under its own prefix", () => {
    const statements = Object.values(resourcesOf(on.template, 'AWS::S3::BucketPolicy')).flatMap(
      (p) => p.Properties!.PolicyDocument.Statement,
    );
    const delivery = statements.find(
      (s: any) => s.Principal?.Service === 'delivery.logs.amazonaws.com',
    );
    expect(delivery).toMatchObject({ Effect: 'Allow', Action: 's3:PutObject' });
    expect(JSON.stringify(delivery.Resource)).toContain(`/${cdnLogsPrefix}/*`);
    expect(JSON.stringify(delivery.Condition.ArnLike['aws:SourceArn'])).toContain(
      `:logs:us-east-1:`,
    );
    expect(delivery.Condition.StringEquals['aws:SourceAccount']).toEqual({
      Ref: 'AWS::AccountId',
    });
  });

  it('deploy after the stage stack (cdk deploy --all orders them)', () => {
    expect(on.cdnLogs!.dependencies).toContain(on.stack);
    expect(on.stack.dependencies).toContain(on.places);
  });
});
