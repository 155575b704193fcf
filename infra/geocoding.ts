import { Stack, Tags, type StackProps } from 'aws-cdk-lib';
import { CfnPlaceIndex } from 'aws-cdk-lib/aws-location';
import type { Construct } from 'constructs';
import type { StageConfig } from './stage-config.js';

/**
 * Where reverse geocoding lives. Amazon Location is not offered in af-south-1, so the place
 * index has a small stack of its own in the nearest region that offers it (stage setting
 * `locationRegion`); the functions in the main stack call it there by its fixed name.
 */
export class AppGeocoding {
  readonly indexName: string;
  readonly region: string;

  constructor(config: StageConfig) {
    this.indexName = `marketplace-${config.stage}-places`;
    this.region = config.locationRegion;
  }

  /** The index's ARN as seen from a stack of the same account. */
  indexArn(scope: Construct): string {
    const { account, partition } = Stack.of(scope);
    return `arn:${partition}:geo:${this.region}:${account}:place-index/${this.indexName}`;
  }
}

export class GeocodingStack extends Stack {
  constructor(scope: Construct, id: string, config: StageConfig, geocoding: AppGeocoding) {
    super(scope, id, {
      env: { region: geocoding.region, ...(config.account ? { account: config.account } : {}) },
      description: `Caregiver marketplace place index, stage ${config.stage}`,
    } satisfies StackProps);
    Tags.of(this).add('app', 'caregiver-marketplace');
    Tags.of(this).add('stage', config.stage);
    new CfnPlaceIndex(this, 'Places', {
      indexName: geocoding.indexName,
      // Esri covers Zambia's towns; SingleUse: results are shown, never stored as a map layer.
      dataSource: 'Esri',
      dataSourceConfiguration: { intendedUse: 'SingleUse' },
      description: 'Reverse geocoding for "use my location" on profile forms',
    });
  }
}
