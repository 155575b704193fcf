import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** The single table every entity lives in (db/service.ts, db/read-together.ts). */
export interface Table {
  /** The document client every call goes through (the same one for the process). */
  client(): DynamoDBDocumentClient;
  /**
   * The table's name, asked on every use: a function whose settings lack it fails there, as
   * one that was never granted the table would.
   */
  name(): string;
}
