import type { Server } from 'node:http';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  ListGroupsCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { roles } from '../../lambdas/core/actor.js';
import { startCognitoRefreshProxy } from './cognito-refresh-proxy.js';
import { startCognitoServer } from './cognito-server.js';
import { loadSigningKey } from './signing-key.js';
import { freePort } from './ports.js';

export interface LocalCognito {
  endpoint: string;
  /** What browsers use: the proxy that adds the refresh call cognito-local lacks. */
  publicEndpoint: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  jwksUrl: string;
  /** This installation's token signing key (signing-key.ts); tests mint trusted tokens with it. */
  signingKeyFile: string;
  stop: () => Promise<void>;
}

const POOL_NAME = 'marketplace-local';
const CLIENT_NAME = 'marketplace-web';

async function ensurePool(client: CognitoIdentityProviderClient): Promise<string> {
  const { UserPools } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const found = UserPools?.find((pool) => pool.Name === POOL_NAME)?.Id;
  if (found) return found;
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: POOL_NAME,
      UsernameAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: 8 } },
      Schema: [{ Name: 'user_type', AttributeDataType: 'String', Mutable: false }],
    }),
  );
  return UserPool!.Id!;
}

async function ensureClient(client: CognitoIdentityProviderClient, poolId: string) {
  const { UserPoolClients } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: poolId, MaxResults: 60 }),
  );
  const found = UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId;
  if (found) return found;
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: poolId,
      ClientName: CLIENT_NAME,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  return UserPoolClient!.ClientId!;
}

/**
 * Creates the role groups that are missing. cognito-local's CreateGroup replaces an existing
 * group (dropping its members) instead of refusing, so existing ones are listed first: a
 * second `npm start` must keep every demo account in its groups.
 */
async function ensureGroups(client: CognitoIdentityProviderClient, poolId: string) {
  const { Groups = [] } = await client.send(
    new ListGroupsCommand({ UserPoolId: poolId, Limit: 60 }),
  );
  const existing = new Set(Groups.map((group) => group.GroupName));
  for (const role of roles) {
    if (existing.has(role)) continue;
    await client
      .send(new CreateGroupCommand({ UserPoolId: poolId, GroupName: role }))
      .catch((error: Error) => {
        if (error.name !== 'GroupExistsException') throw error;
      });
  }
}

/** cognito-local with the pool, app client and role groups created idempotently. */
export async function startCognito(options: {
  dir: string;
  lambdaEndpoint: string;
  triggers: Record<string, string>;
}): Promise<LocalCognito> {
  const port = await freePort();
  const signingKeyFile = join(options.dir, 'signing-key.json');
  const signingKey = await loadSigningKey(signingKeyFile);
  const server: Server = await startCognitoServer({ ...options, port, signingKey });
  const endpoint = `http://localhost:${port}`;
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const userPoolId = await ensurePool(client);
  const clientId = await ensureClient(client, userPoolId);
  await ensureGroups(client, userPoolId);
  client.destroy();
  const proxy = await startCognitoRefreshProxy(endpoint);
  return {
    endpoint,
    publicEndpoint: proxy.endpoint,
    userPoolId,
    clientId,
    issuer: `${endpoint}/${userPoolId}`,
    jwksUrl: `${endpoint}/${userPoolId}/.well-known/jwks.json`,
    signingKeyFile,
    stop: async () => {
      await proxy.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
