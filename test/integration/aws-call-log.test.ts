import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, resetDb } from '../../lambdas/core/db/service.js';
import { resetClients } from '../../lambdas/ports/aws-clients.js';
import { runAsUnit } from '../../lambdas/ports/call-log.js';
import { s3Client } from '../../lambdas/ports/clients/s3.js';
import { resetEnvCache } from '../../lambdas/ports/env.js';
import { identity } from '../../lambdas/ports/identity.js';
import { storage } from '../../lambdas/ports/storage.js';
import { readCallLog } from '../support/grants/check.js';

const dir = mkdtempSync(join(tmpdir(), 'call-log-test-'));
const file = join(dir, 'calls.jsonl');
const settings = () => ({
  table: process.env.TABLE_NAME!,
  pool: process.env.USER_POOL_ID!,
  bucket: process.env.UPLOADS_BUCKET!,
});

/** This worker's clients record to `file` while the tests run, and stop afterwards. */
function recordTo(log: string | undefined) {
  if (log) process.env.AWS_CALL_LOG = log;
  else delete process.env.AWS_CALL_LOG;
  resetEnvCache();
  resetClients();
  resetDb();
}

const runLog = process.env.AWS_CALL_LOG;
beforeAll(() => recordTo(file));
afterAll(() => {
  recordTo(runLog);
  rmSync(dir, { recursive: true, force: true });
});

describe('the AWS call log (test mode)', () => {
  it('records what IAM evaluates for each call a unit makes, and nothing outside a unit', async () => {
    const { table, pool, bucket } = settings();
    const unit = 'GET /api/example';
    await runAsUnit(unit, async () => {
      await db().entities.user.get({ uid: 'nobody' }).go();
      await db().entities.post.query.recent({}).go({ limit: 1 });
      expect(await storage.size('u1/media/missing.pdf')).toBeUndefined();
      await storage.signedLink('u1/media/cv.pdf');
      await storage.presignUpload('u1/media/new.jpg', 'image/jpeg', 100);
      expect(await identity.find('nobody@example.com')).toBeUndefined();
    });
    await storage.size('u1/media/outside.pdf');

    const arn = (service: string, resource: string) =>
      `arn:aws:${service}:af-south-1:000000000000:${resource}`;
    const calls = readCallLog(file);
    expect(calls).toEqual([
      {
        unit,
        service: 'dynamodb',
        action: 'dynamodb:GetItem',
        resource: arn('dynamodb', `table/${table}`),
      },
      {
        unit,
        service: 'dynamodb',
        action: 'dynamodb:Query',
        resource: arn('dynamodb', `table/${table}/index/gsi1`),
      },
      {
        unit,
        service: 's3',
        action: 's3:GetObject',
        resource: `arn:aws:s3:::${bucket}/u1/media/missing.pdf`,
      },
      { unit, service: 's3', action: 's3:ListBucket', resource: `arn:aws:s3:::${bucket}` },
      {
        unit,
        service: 's3',
        action: 's3:GetObject',
        resource: `arn:aws:s3:::${bucket}/u1/media/cv.pdf`,
      },
      {
        unit,
        service: 's3',
        action: 's3:PutObject',
        resource: `arn:aws:s3:::${bucket}/u1/media/new.jpg`,
      },
      {
        unit,
        service: 'cognito-idp',
        action: 'cognito-idp:AdminGetUser',
        resource: arn('cognito-idp', `userpool/${pool}`),
      },
      { unit, served: true },
    ]);
  });

  it('adds nothing to a client when the setting is absent', () => {
    expect(s3Client().middlewareStack.identify().join()).toMatch(/awsCallLog/);
    recordTo(undefined);
    expect(s3Client().middlewareStack.identify().join()).not.toMatch(/awsCallLog/);
    recordTo(file);
  });
});
