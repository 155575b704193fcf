import { CfnOutput } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableIndexes, tableKeys } from '../lambdas/core/db/table.js';
import type { StageConfig } from './stage-config.js';

const key = (name: string) => ({ name, type: AttributeType.STRING });

/** The one table, shaped by lambdas/core/db/table.ts (keys, TTL and indexes defined there). */
export class AppData extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: key(tableKeys.partitionKey),
      sortKey: key(tableKeys.sortKey),
      timeToLiveAttribute: tableKeys.ttlAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      // New items that ask for mail or texts are delivered from here after the request answered
      // (lambdas/events/streams.ts); only the new image is needed.
      stream: StreamViewType.NEW_IMAGE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: config.retain,
      removalPolicy: config.removalPolicy,
    });
    for (const index of tableIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
      });
    }
    // Read by bin/create-first-super-admin.ts (stable key, not the hashed logical id).
    new CfnOutput(this, 'TableName', { key: 'TableName', value: this.table.tableName });
  }

  /** Exact ARNs of the table and each index: grants stay free of `index/*` wildcards. */
  get arns(): string[] {
    const tableArn = this.table.tableArn;
    return [tableArn, ...tableIndexes.map((index) => `${tableArn}/index/${index.name}`)];
  }
}
