import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../ports/clients/dynamo.js';
import { env } from '../../ports/env.js';
import { db } from '../db/service.js';

type Key = { pk: string; sk: string };

/** The person's partition key as electrodb writes it (USER#uid, in its casing). */
const partitionOf = (uid: string): Key =>
  db().entities.accountDeletion.get({ uid }).params<{ Key: Key }>().Key;

/** The session fence's sort key: it outlives the erasure until its TTL (sessions/). */
const fenceOf = (uid: string): Key =>
  db().entities.sessionFence.get({ uid }).params<{ Key: Key }>().Key;

/**
 * Deletes whatever is left in the person's own partition (USER#uid) but the deletion record
 * and the session fence (which refuses the person's old tokens until they have all expired):
 * document reviews, packages, free allowances, pointers, and any kind added later. The
 * entity-aware steps run first, so counters and indexes elsewhere are already right; this is
 * the net under them. One Query of the person's own key, never a Scan.
 */
export async function clearOwnPartition(uid: string) {
  const { pk, sk: deletionRecord } = partitionOf(uid);
  const kept = new Set([deletionRecord, fenceOf(uid).sk]);
  const TableName = env('data').TABLE_NAME;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'pk, sk',
        ExclusiveStartKey,
      }),
    );
    const keys = (page.Items ?? []).filter((item) => !kept.has(item.sk as string)) as Key[];
    for (let at = 0; at < keys.length; at += 25)
      await deleteKeys(TableName, keys.slice(at, at + 25));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

async function deleteKeys(TableName: string, keys: Key[]) {
  let requests = keys.map((Key) => ({ DeleteRequest: { Key } }));
  for (let attempt = 0; requests.length; attempt++) {
    if (attempt === 5) throw new Error('partition not cleared: DynamoDB kept items unprocessed');
    const done = await dynamoClient().send(
      new BatchWriteCommand({ RequestItems: { [TableName]: requests } }),
    );
    requests = (done.UnprocessedItems?.[TableName] ?? []) as typeof requests;
  }
}
