import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../lambdas/ports/clients/dynamo.js';
import { s3Client } from '../../lambdas/ports/clients/s3.js';

type Item = Record<string, unknown>;

/** Every string (or number) inside a value, however deeply nested: what an item "holds". */
function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (value instanceof Set) return [...value].flatMap(textsIn);
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsIn);
  return [];
}

/** The whole table, every item (test-only: a Scan never runs on a request path). */
export async function scanTable(): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const page = await dynamoClient().send(
      new ScanCommand({ TableName: process.env.TABLE_NAME, ExclusiveStartKey }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * The items of the whole table whose attributes (keys included) contain any of `needles`
 * (case-insensitive), each with the needles it holds.
 */
export async function itemsHolding(needles: readonly string[]) {
  const wanted = needles.map((needle) => needle.toLowerCase());
  return (await scanTable()).flatMap((item) => {
    const texts = textsIn(item).map((text) => text.toLowerCase());
    const held = wanted.filter((needle) => texts.some((text) => text.includes(needle)));
    return held.length ? [{ entity: item.__edb_e__, pk: item.pk, sk: item.sk, held }] : [];
  });
}

/** The keys of every stored file (current versions) whose key contains `text`. */
export async function filesNamed(text: string): Promise<string[]> {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3Client().send(
      new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET, ContinuationToken }),
    );
    keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key?.includes(text) ? [o.Key] : [])));
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return keys;
}
