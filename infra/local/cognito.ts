import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  ListGroupsCommand,
  CreateUserPoolClientCommand,
  UpdateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { roles } from '../../lambdas/core/actor.js';
import { appClients, type AppClientDefinition } from '../auth-clients.js';
import { startCognitoRefreshProxy } from './cognito-refresh-proxy.js';
import { LOCAL_POOL_NAME, localUsernameAttributes } from './cognito-pool.js';
import { startCognitoServer } from './cognito-server.js';
import { loadSigningKey } from './signing-key.js';
import { onFreePort } from './ports.js';

export interface LocalCognito {
  endpoint: string;
  /** What browsers use: the proxy that adds the refresh call cognito-local lacks. */
  publicEndpoint: string;
  userPoolId: string;
  /** The web app client: password sign-in and refresh. */
  clientId: string;
  /** The API's SignUp client (no sign-in flow). */
  registrationClientId: string;
  issuer: string;
  jwksUrl: string;
  /** This installation's token signing key (signing-key.ts); tests mint trusted tokens with it. */
  signingKeyFile: string;
  stop: () => Promise<void>;
}

async function ensurePool(client: CognitoIdentityProviderClient): Promise<string> {
  const { UserPools } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  // A pool kept from an earlier run was brought up to the definition as the server started
  // (cognito-pool.ts upgradeKeptPools).
  const found = UserPools?.find((pool) => pool.Name === LOCAL_POOL_NAME)?.Id;
  if (found) return found;
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: LOCAL_POOL_NAME,
      UsernameAttributes: [...localUsernameAttributes],
      Policies: { PasswordPolicy: { MinimumLength: 8 } },
      Schema: [{ Name: 'user_type', AttributeDataType: 'String', Mutable: false }],
    }),
  );
  return UserPool!.Id!;
}

/**
 * The app client of a definition (infra/auth-clients.ts, as in AWS), created or, when a
 * previous run made it, brought up to date: a pool kept from before must not keep wider rights.
 */
async function ensureClient(
  client: CognitoIdentityProviderClient,
  poolId: string,
  definition: AppClientDefinition,
) {
  const { UserPoolClients } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: poolId, MaxResults: 60 }),
  );
  const settings = {
    UserPoolId: poolId,
    ClientName: definition.name,
    ExplicitAuthFlows: [...definition.authFlows],
    WriteAttributes: [...definition.writeAttributes],
    // As infra/auth.ts sets on every client: an unknown user is not told apart from a wrong
    // answer (the custom challenge's triggers see userNotFound, cognito-custom-auth.ts).
    PreventUserExistenceErrors: 'ENABLED' as const,
  };
  const found = UserPoolClients?.find((c) => c.ClientName === definition.name)?.ClientId;
  if (found) {
    await client.send(new UpdateUserPoolClientCommand({ ...settings, ClientId: found }));
    return found;
  }
  const { UserPoolClient } = await client.send(new CreateUserPoolClientCommand(settings));
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

/** cognito-local with the pool, app clients and role groups created idempotently. */
export async function startCognito(options: {
  dir: string;
  lambdaEndpoint: string;
  triggers: Record<string, string>;
}): Promise<LocalCognito> {
  const signingKeyFile = join(options.dir, 'signing-key.json');
  const signingKey = await loadSigningKey(signingKeyFile);
  // Its tokens' issuer holds the port, so the port is chosen before it listens (ports.ts).
  const { server, port } = await onFreePort(async (port) => ({
    server: await startCognitoServer({ ...options, port, signingKey }),
    port,
  }));
  const endpoint = `http://localhost:${port}`;
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const userPoolId = await ensurePool(client);
  // No social provider is configured locally, so no social client either (as in AWS).
  const clientId = await ensureClient(client, userPoolId, appClients.web);
  const registrationClientId = await ensureClient(client, userPoolId, appClients.registration);
  await ensureGroups(client, userPoolId);
  client.destroy();
  const proxy = await startCognitoRefreshProxy(endpoint);
  return {
    endpoint,
    publicEndpoint: proxy.endpoint,
    userPoolId,
    clientId,
    registrationClientId,
    issuer: `${endpoint}/${userPoolId}`,
    jwksUrl: `${endpoint}/${userPoolId}/.well-known/jwks.json`,
    signingKeyFile,
    stop: async () => {
      await proxy.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
