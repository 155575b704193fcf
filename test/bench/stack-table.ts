import { localDynamoClient } from '../../infra/local/dynamo.js';

/**
 * The local stack's table, as its settings name it (the bench reads from it directly). Its own
 * file, free of the bench's tools (autocannon and the rest, test/bench/package.json): the test
 * suite's replay test reads the table too, and runs where only the product's packages are in.
 */
export function stackTable(settings: Record<string, string>) {
  const endpoints = JSON.parse(settings.LOCAL_AWS_ENDPOINTS ?? '{}') as { dynamodb?: string };
  if (!endpoints.dynamodb) throw new Error('the stack named no DynamoDB endpoint');
  return localDynamoClient(endpoints.dynamodb, settings.AWS_REGION);
}
