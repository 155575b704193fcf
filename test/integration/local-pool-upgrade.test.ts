import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { startCognito } from '../../infra/local/cognito.js';
import { uniquePhone } from '../support/phone-sign-in.js';

const dir = mkdtempSync(join(tmpdir(), 'pool-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The local pool alone, on `dir`, as `npm start` keeps it in .local-data/cognito. */
async function withPool<T>(
  work: (client: CognitoIdentityProviderClient, poolId: string) => Promise<T>,
) {
  // No trigger runs in these calls, so no Lambda endpoint is needed.
  const cognito = await startCognito({ dir, lambdaEndpoint: 'http://127.0.0.1:9', triggers: {} });
  const client = new CognitoIdentityProviderClient({
    endpoint: cognito.endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    return await work(client, cognito.userPoolId);
  } finally {
    client.destroy();
    await cognito.stop();
  }
}

const signInNames = (client: CognitoIdentityProviderClient, poolId: string) =>
  client
    .send(new DescribeUserPoolCommand({ UserPoolId: poolId }))
    .then(({ UserPool }) => UserPool?.UsernameAttributes);

describe('a local pool kept from before phone sign-in', () => {
  it('signs in by phone number too after the next start, with its users and ids kept', async () => {
    const phone = uniquePhone();
    const email = 'kept@example.test';
    const poolId = await withPool(async (client, poolId) => {
      expect(await signInNames(client, poolId)).toEqual(['email', 'phone_number']);
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: poolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [{ Name: 'phone_number', Value: phone }],
        }),
      );
      return poolId;
    });
    // What an earlier `npm start` left: a pool whose users sign in by e-mail only.
    const file = join(dir, 'db', `${poolId}.json`);
    const kept = JSON.parse(readFileSync(file, 'utf8'));
    kept.Options.UsernameAttributes = ['email'];
    writeFileSync(file, JSON.stringify(kept));

    await withPool(async (client, again) => {
      expect(again).toBe(poolId);
      expect(await signInNames(client, poolId)).toEqual(['email', 'phone_number']);
      const byPhone = await client.send(
        new AdminGetUserCommand({ UserPoolId: poolId, Username: phone }),
      );
      expect(byPhone.UserAttributes).toContainEqual({ Name: 'email', Value: email });
    });
    expect(JSON.parse(readFileSync(file, 'utf8')).Options.UsernameAttributes).toEqual([
      'email',
      'phone_number',
    ]);
  }, 60_000);
});
