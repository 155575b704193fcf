import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { localDynamoClient } from '../../infra/local/dynamo.js';
import { db } from '../../lambdas/core/db/service.js';
import { LIVE_CAREGIVERS } from '../../lambdas/core/search/caregiver-cards.js';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import { demoCaregivers } from '../../infra/local/seed/people.js';
import { startFaultProxy } from '../support/fault-proxy.js';

const dataDir = mkdtempSync(join(tmpdir(), 'seed-resume-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const demoCaregiverCount = demoCaregivers(Date.now()).length;

/** The number on the home page: caregivers live in search. */
const liveCount = async (url: string) =>
  (await (await fetch(`${url}/api/caregiver-count`)).json()) as { live: number };

/**
 * What a start cut short between a caregiver's record and its search cards leaves: the record
 * without cards, and the live count without them (cards and count move in one transaction,
 * caregiver-cards.ts). Made by taking both away again, in one transaction.
 */
async function takeCardsAway(endpoint: string, settings: Record<string, string>, uid: string) {
  const table = DynamoDBDocumentClient.from(localDynamoClient(endpoint, settings.AWS_REGION));
  const TableName = settings.TABLE_NAME;
  // The keys as electrodb writes them (its casing), asked of the entities themselves.
  const cards = db().entities.caregiverCard.query.byUser({ uid }).params<QueryCommandInput>();
  const counter = db()
    .entities.counter.get({ group: 'site', name: LIVE_CAREGIVERS })
    .params<{ Key: Record<string, string> }>().Key;
  const { Items = [] } = await table.send(new QueryCommand({ ...cards, TableName }));
  expect(Items.length).toBeGreaterThan(0);
  await table.send(
    new TransactWriteCommand({
      TransactItems: [
        ...Items.map((card) => ({
          Delete: { TableName, Key: { pk: card.pk, sk: card.sk } },
        })),
        {
          Update: {
            TableName,
            Key: counter,
            UpdateExpression: 'ADD #count :less',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':less': -1 },
          },
        },
      ],
    }),
  );
}

describe('npm start when an earlier start, or the database, stopped the demo data part-way', () => {
  it('a caregiver left without search cards gets them on the next start, counted once', async () => {
    let dynamo = '';
    const first = await spawnLocalStack(dataDir, {
      onStandIns: (real) => (dynamo = real.dynamodb!),
    });
    try {
      await takeCardsAway(dynamo, first.settings, 'demo-caregiver-007');
      expect(await liveCount(first.url)).toEqual({ live: demoCaregiverCount - 1 });
    } finally {
      await first.stop();
    }
    const second = await spawnLocalStack(dataDir);
    try {
      expect(await liveCount(second.url)).toEqual({ live: demoCaregiverCount });
    } finally {
      await second.stop();
    }
  }, 180_000);

  it('the database cut while the caregivers load: the start tries again and comes up whole', async () => {
    // About 150 of the nearly 600 requests a first start sends: among the caregivers.
    const proxy = await startFaultProxy();
    let retried = false;
    void proxy.afterChunks(150).then(() => proxy.cut());
    const stack = await spawnLocalStack('memory', {
      endpointOverrides: { dynamodb: proxy.url },
      onStandIns: (real) => proxy.setTarget(real.dynamodb!),
      onLine: (line) => {
        if (!line.includes('loading the demo data again')) return;
        retried = true;
        void proxy.restore();
      },
    });
    try {
      expect(retried).toBe(true);
      expect(await liveCount(stack.url)).toEqual({ live: demoCaregiverCount });
    } finally {
      await stack.stop();
      await proxy.close();
    }
  }, 180_000);
});
