import { randomUUID } from 'node:crypto';
import {
  CreateSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { handler as register } from '../../lambdas/http/handlers/auth/register.js';
import type { HttpEvent, HttpResult } from '../../lambdas/http/http-event.js';
import { cloudFrontOnly, originHeader } from '../../lambdas/http/origin-check.js';
import { resetClients } from '../../lambdas/ports/aws-clients.js';
import { secretsClient } from '../../lambdas/ports/clients/secrets.js';
import { resetEnvCache } from '../../lambdas/ports/env.js';
import { SECRET_TTL_MS } from '../../lambdas/ports/secrets.js';
import { uniqueEmail } from '../support/accounts.js';
import { api, baseUrl } from '../support/api.js';
import { apiGatewayEvent } from '../support/api-gateway-event.js';
import { mailTo } from '../support/mail.js';

/**
 * The API answers only what came through CloudFront (docs/decisions/security-and-limits.md,
 * "Secrets and the way in"): CloudFront adds the origin secret header; a caller of the execute-api
 * address cannot. Locally the router plays CloudFront; a direct call is the function invoked with
 * the event API Gateway would build for that caller, without the header.
 */
const refused = { code: 'permission-denied', message: 'Forbidden' };
const answerOf = (result: HttpResult) => ({
  status: result.statusCode,
  body: JSON.parse(result.body!),
});
const call = async (event: HttpEvent) =>
  answerOf((await register(event, {} as never)) as HttpResult);
const registration = () => ({
  user_type: 'parent',
  terms: true,
  source: 'google',
  email: uniqueEmail('origin'),
  password: 'Passw0rd-origin',
});

describe('the API only through CloudFront', () => {
  it('through the router, as through CloudFront, a request is answered; a forged header changes nothing', async () => {
    expect((await api('GET', '/api/health')).status).toBe(200);
    const forged = await fetch(`${baseUrl()}/api/health`, {
      headers: { [originHeader]: 'guessed' },
    });
    expect(forged.status).toBe(200);
  });

  it('a direct call without the header gets 403 before any work: no body read, no token, nothing kept', async () => {
    const body = registration();
    const direct = await apiGatewayEvent('POST', '/api/auth/register', {
      body,
      viaCloudFront: false,
    });
    expect(await call(direct)).toEqual({ status: 403, body: refused });
    // A wrong value is no better; neither a body that is not JSON nor a token that is not one
    // is even looked at.
    expect(
      await call({ ...direct, headers: { ...direct.headers, [originHeader]: 'guessed' } }),
    ).toEqual({ status: 403, body: refused });
    const garbage = {
      ...direct,
      body: '{not json',
      headers: { ...direct.headers, authorization: 'Bearer not-a-token' },
    };
    expect(await call(garbage)).toEqual({ status: 403, body: refused });

    // Nothing happened: no mail went out, and the address is still free.
    expect(await mailTo(body.email)).toEqual([]);
    const viaCloudFront = await apiGatewayEvent('POST', '/api/auth/register', { body });
    expect((await call(viaCloudFront)).status).toBe(201);
  });
});

describe('rotating the origin secret', () => {
  const configured = process.env.ORIGIN_VERIFY_SECRET_NAME!;
  const useSecret = (name: string) => {
    process.env.ORIGIN_VERIFY_SECRET_NAME = name;
    resetEnvCache();
    resetClients();
  };
  afterEach(() => vi.useRealTimers());
  afterAll(() => useSecret(configured));

  it('accepts the current value and, until it is dropped, the one it replaced', async () => {
    const name = `marketplace/test/origin-${randomUUID()}`;
    const client = secretsClient();
    const first = await client.send(new CreateSecretCommand({ Name: name, SecretString: 'old' }));
    useSecret(name);
    let handled = 0;
    const guarded = cloudFrontOnly(async () => ({ statusCode: 200, body: `${++handled}` }));
    const event = await apiGatewayEvent('GET', '/api/health', { viaCloudFront: false });
    const status = async (value: string) =>
      (await guarded({ ...event, headers: { ...event.headers, [originHeader]: value } }))
        .statusCode;
    const later = () => vi.setSystemTime(Date.now() + SECRET_TTL_MS + 1_000);
    vi.useFakeTimers({ toFake: ['Date'] });

    expect([await status('old'), await status('new')]).toEqual([200, 403]);
    // 1. A new value is put: it becomes AWSCURRENT, the old one AWSPREVIOUS.
    await client.send(new PutSecretValueCommand({ SecretId: name, SecretString: 'new' }));
    // Functions read it again within SECRET_TTL_MS; meanwhile the old one still works.
    expect(await status('old')).toBe(200);
    later();
    // 2. While CloudFront is redeployed, it sends either.
    expect([await status('old'), await status('new')]).toEqual([200, 200]);
    // 3. The old one is dropped.
    await client.send(
      new UpdateSecretVersionStageCommand({
        SecretId: name,
        VersionStage: 'AWSPREVIOUS',
        RemoveFromVersionId: first.VersionId,
      }),
    );
    later();
    expect([await status('old'), await status('new')]).toEqual([403, 200]);
    expect(handled).toBe(5);
  });

  it('the local Secrets Manager answers an unknown secret or stage as AWS does', async () => {
    const client = secretsClient();
    await expect(
      client.send(new GetSecretValueCommand({ SecretId: `marketplace/test/${randomUUID()}` })),
    ).rejects.toBeInstanceOf(ResourceNotFoundException);
    const name = `marketplace/test/stages-${randomUUID()}`;
    const { ARN } = await client.send(new CreateSecretCommand({ Name: name, SecretString: 'v1' }));
    await expect(
      client.send(new GetSecretValueCommand({ SecretId: name, VersionStage: 'AWSPREVIOUS' })),
    ).rejects.toBeInstanceOf(ResourceNotFoundException);
    // By name, by ARN, and by the ARN without Secrets Manager's random suffix.
    for (const id of [name, ARN!, ARN!.slice(0, -7)])
      expect((await client.send(new GetSecretValueCommand({ SecretId: id }))).SecretString).toBe(
        'v1',
      );
  });
});
