import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';

/**
 * What electrodb takes from @aws-sdk/lib-dynamodb: the ten document commands its client
 * wrapper sends (node_modules/electrodb/src/client.js reads them off the required module when
 * it sends). Function bundles hand electrodb's `require("@aws-sdk/lib-dynamodb")` this shared
 * object instead of the package (lambda-bundling.ts), and this module, injected into every
 * bundle, fills it in: same classes, imported as ES modules. A require() from electrodb's
 * CommonJS would make esbuild wrap the SDK's whole module graph for lazy start, which keeps
 * every DynamoDB operation, waiter and the aggregated client (about 20 KB gzip a function).
 */
export const electrodbDocumentCommands = Object.assign(
  ((globalThis as Record<symbol, object>)[Symbol.for('electrodb:lib-dynamodb')] ??= {}),
  {
    BatchGetCommand,
    BatchWriteCommand,
    DeleteCommand,
    GetCommand,
    PutCommand,
    QueryCommand,
    ScanCommand,
    TransactGetCommand,
    TransactWriteCommand,
    UpdateCommand,
  },
);
