import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { port } from '../ports/provided.js';
import { db } from '../db/service.js';

type Key = { pk: string; sk: string };

/** The person's partition key as electrodb writes it (USER#uid, in its casing). */
const partitionOf = (uid: string): Key =>
  db().entities.accountDeletion.get({ uid }).params<{ Key: Key }>().Key;

/**
 * Deletes whatever is left in the person's own partition (USER#uid) but the deletion record:
 * document reviews, packages, free allowances, pointers, and any kind added later. The
 * entity-aware steps run first, so counters and indexes elsewhere are already right; this is
 * the net under them. One Query of the person's own key, never a Scan.
 */
export async function clearOwnPartition(uid: string) {
  const { pk, sk: keep } = partitionOf(uid);
  const TableName = port('table').name();
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await port('table')
      .client()
      .send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey,
        }),
      );
    const keys = (page.Items ?? []).filter((item) => item.sk !== keep) as Key[];
    for (let at = 0; at < keys.length; at += 25)
      await deleteKeys(TableName, keys.slice(at, at + 25));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

async function deleteKeys(TableName: string, keys: Key[]) {
  let requests = keys.map((Key) => ({ DeleteRequest: { Key } }));
  for (let attempt = 0; requests.length; attempt++) {
    if (attempt === 5) throw new Error('partition not cleared: DynamoDB kept items unprocessed');
    const done = await port('table')
      .client()
      .send(new BatchWriteCommand({ RequestItems: { [TableName]: requests } }));
    requests = (done.UnprocessedItems?.[TableName] ?? []) as typeof requests;
  }
}
