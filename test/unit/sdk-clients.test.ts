import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamoClient } from '../../lambdas/ports/clients/dynamo.js';

const steps = (client: { middlewareStack: { identify(): string[] } }) =>
  client.middlewareStack.identify().map((entry) => entry.split(' - ')[0]);

describe('the functions’ SDK clients', () => {
  it('carry no SDK logger step (it copies every item read or written for a logger that drops it)', () => {
    // A client as the SDK makes it has the step; ours, made through aws-clients.ts, do not.
    expect(steps(new DynamoDBClient({ region: 'af-south-1' }))).toContain('loggerMiddleware');
    expect(steps(dynamoClient())).not.toContain('loggerMiddleware');
  });
});
