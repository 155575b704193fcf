import { createServer, type Server } from 'node:http';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import AWS from 'aws-sdk';
import services from 'cognito-local/lib/services/index.js';
import cognitoService from 'cognito-local/lib/services/cognitoService.js';
import crypto from 'cognito-local/lib/services/crypto.js';
import stormDb from 'cognito-local/lib/services/dataStore/stormDb.js';
import consoleSender from 'cognito-local/lib/services/messageDelivery/consoleMessageSender.js';
import delivery from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import otp from 'cognito-local/lib/services/otp.js';
import tokenGenerator from 'cognito-local/lib/services/tokenGenerator.js';
import userPoolService from 'cognito-local/lib/services/userPoolService.js';
import configModule from 'cognito-local/lib/server/config.js';
import router from 'cognito-local/lib/server/Router.js';
import errors from 'cognito-local/lib/errors.js';
import serverModule from 'cognito-local/lib/server/server.js';
import { enforceClientRules } from './cognito-client-rules.js';
import { customAuth } from './cognito-custom-auth.js';
import { linkedProviders } from './cognito-linked-providers.js';
import { phoneUsernames } from './cognito-phone-usernames.js';
import { upgradeKeptPools } from './cognito-pool.js';
import { withCognitoSessions } from './cognito-sessions.js';
import { callTrigger, type TriggerRunner } from './cognito-trigger-call.js';
import { listen, sendJson } from './http-util.js';
import { signingKeyObject, type SigningKey } from './signing-key.js';
import { silentLogger } from './silent-logger.js';
import type { Target } from './cognito-local-types.js';

/**
 * cognito-local's own createDefaultServer, with absolute data folders instead of the process's
 * working directory, and the config given in code: the Lambda endpoint that runs our Cognito
 * triggers, and the issuer that the API verifies tokens against. Tokens are signed with this
 * installation's key (signing-key.ts), never the one cognito-local ships, and the pool's JWKS
 * address publishes that key alone. It listens on loopback only.
 */
export async function startCognitoServer(options: {
  dir: string;
  port: number;
  lambdaEndpoint: string;
  triggers: Record<string, string>;
  signingKey: SigningKey;
}): Promise<Server> {
  const dataDir = join(options.dir, 'db');
  mkdirSync(dataDir, { recursive: true });
  const ctx = { logger: silentLogger };
  const config = {
    ...configModule.DefaultConfig,
    LambdaClient: {
      ...configModule.DefaultConfig.LambdaClient,
      endpoint: options.lambdaEndpoint,
      maxRetries: 0,
    },
    TriggerFunctions: options.triggers,
    TokenConfig: { IssuerDomain: `http://localhost:${options.port}` },
    ServerConfig: { port: options.port, hostname: '127.0.0.1' },
  };
  const clock = new services.DateClock();
  const storeFactory = new stormDb.StormDBDataStoreFactory(dataDir);
  const cognitoFactory = new cognitoService.CognitoServiceFactoryImpl(
    dataDir,
    storeFactory,
    new userPoolService.UserPoolServiceFactoryImpl(clock, storeFactory),
  );
  const cognito = await cognitoFactory.create(ctx, config.UserPoolDefaults);
  await upgradeKeptPools(ctx, cognito);
  const triggers = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
    new crypto.CryptoService(config.KMSConfig),
  );
  const all = {
    clock,
    cognito,
    config,
    messages: new services.MessagesService(
      triggers,
      new delivery.MessageDeliveryService(new consoleSender.ConsoleMessageSender()),
    ),
    otp: otp.otp,
    tokenGenerator: await signedWith(
      options.signingKey,
      new tokenGenerator.JwtTokenGenerator(clock, triggers, config.TokenConfig),
    ),
    triggers,
  };
  const runner: TriggerRunner = {
    lambda: new AWS.Lambda(config.LambdaClient),
    triggers: options.triggers,
  };
  // Outermost first: the client's flows, then PreAuthentication, then a disabled user, as in
  // AWS a flow the client does not allow is refused before any trigger runs (and counts).
  const { application } = serverModule.createServer(
    enforceClientRules(
      preAuthenticate(
        refuseDisabledUsers(
          withCognitoSessions(
            customAuth(
              phoneUsernames(linkedProviders(router.Router(all), cognito), all, router.Router),
              all,
              runner,
            ),
            cognito,
            options.signingKey,
          ),
          cognito,
        ),
        cognito,
        runner,
      ),
      cognito,
    ),
    silentLogger,
    config.ServerConfig,
    all,
  );
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const pool = /^\/([\w-]+)\/\.well-known\/(jwks\.json|openid-configuration)$/.exec(path);
    if (req.method !== 'GET' || !pool) return application(req, res);
    const issuer = `${config.TokenConfig.IssuerDomain}/${pool[1]}`;
    if (pool[2] === 'jwks.json')
      return sendJson(res, 200, { keys: [options.signingKey.publicJwk] });
    sendJson(res, 200, {
      issuer,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      id_token_signing_alg_values_supported: ['RS256'],
    });
  });
  await listen(server, options.port, config.ServerConfig.hostname);
  return server;
}

interface Tokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
}

/**
 * The phone claims Cognito's ID token carries and cognito-local's leaves out: `phone_number`
 * and `phone_number_verified` (a boolean), when the user has a phone number
 * (https://docs.aws.amazon.com/cognito/latest/developerguide/amazon-cognito-user-pools-using-the-id-token.html).
 */
function phoneClaims(user: unknown): Record<string, string | boolean> {
  const attributes = (user as { Attributes?: { Name: string; Value?: string }[] } | undefined)
    ?.Attributes;
  const value = (name: string) => attributes?.find((a) => a.Name === name)?.Value;
  const phone = value('phone_number');
  return phone
    ? { phone_number: phone, phone_number_verified: value('phone_number_verified') === 'true' }
    : {};
}

/**
 * cognito-local's token generator with each token signed again by our key: the same claims
 * (issuer, audience, times), plus the ID token's phone claims; only the signature, its key id
 * and those claims differ.
 */
async function signedWith(
  key: SigningKey,
  inner: { generate: (...args: unknown[]) => Promise<Tokens> },
) {
  const privateKey = await signingKeyObject(key);
  const sign = (token: string, extra: Record<string, unknown> = {}) =>
    new SignJWT({ ...decodeJwt(token), ...extra })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .sign(privateKey);
  return {
    async generate(...args: unknown[]): Promise<Tokens> {
      const tokens = await inner.generate(...args);
      return {
        ...tokens,
        AccessToken: await sign(tokens.AccessToken),
        // generate(ctx, user, groups, client, clientMetadata, source)
        IdToken: await sign(tokens.IdToken, phoneClaims(args[1])),
        ...(tokens.RefreshToken ? { RefreshToken: await sign(tokens.RefreshToken) } : {}),
      };
    },
  };
}

interface PoolLookup {
  getUserPoolForClientId(
    ctx: unknown,
    clientId: string,
  ): Promise<{
    options: { Id: string };
    getUserByUsername(ctx: unknown, name: string): Promise<{ Enabled?: boolean } | null>;
    getUserByRefreshToken(ctx: unknown, token: string): Promise<{ Enabled?: boolean } | null>;
  }>;
}

/**
 * Cognito refuses to sign in, or refresh the tokens of, a disabled user (AdminDisableUser):
 * NotAuthorizedException "User is disabled.". cognito-local stores the flag but does not check
 * it, so this wrapper around its router does, for InitiateAuth (password and refresh flows).
 */
function refuseDisabledUsers(route: (target: string) => Target, cognito: PoolLookup) {
  return (target: string): Target => {
    const run = route(target);
    if (target !== 'InitiateAuth') return run;
    return async (ctx, req) => {
      const params = (req.AuthParameters ?? {}) as Record<string, string | undefined>;
      const pool = await cognito.getUserPoolForClientId(ctx, String(req.ClientId));
      const user = params.USERNAME
        ? await pool.getUserByUsername(ctx, params.USERNAME)
        : params.REFRESH_TOKEN
          ? await pool.getUserByRefreshToken(ctx, params.REFRESH_TOKEN)
          : null;
      if (user?.Enabled === false) throw new errors.NotAuthorizedError('User is disabled.');
      return run(ctx, req);
    };
  };
}

/** The sign-in flows that run PreAuthentication: a password or a custom challenge. */
const preAuthenticatedFlows = new Set(['USER_PASSWORD_AUTH', 'CUSTOM_AUTH']);

/**
 * Cognito runs the PreAuthentication trigger when a sign-in starts, before it checks a password
 * (USER_PASSWORD_AUTH) and before the first custom challenge (CUSTOM_AUTH); cognito-local has no
 * such trigger, so this wrapper invokes it through the same Lambda endpoint and refuses the way
 * Cognito does: UserLambdaValidationException, "PreAuthentication failed with error <message>.".
 * Both flows thus count an attempt of the failed sign-in limit, and PostAuthentication takes a
 * successful one back (docs/decisions/security-and-limits.md).
 */
function preAuthenticate(
  route: (target: string) => Target,
  cognito: PoolLookup,
  runner: TriggerRunner,
) {
  return (target: string): Target => {
    const run = route(target);
    if (target !== 'InitiateAuth' || !runner.triggers.PreAuthentication) return run;
    return async (ctx, req) => {
      const username = (req.AuthParameters as Record<string, string> | undefined)?.USERNAME;
      if (!preAuthenticatedFlows.has(String(req.AuthFlow)) || !username) return run(ctx, req);
      const pool = await cognito.getUserPoolForClientId(ctx, String(req.ClientId));
      const user = (await pool.getUserByUsername(ctx, username)) as {
        Username?: string;
        Attributes?: { Name: string; Value?: string }[];
      } | null;
      if (user?.Username)
        await callTrigger(
          runner,
          'PreAuthentication',
          { userPoolId: pool.options.Id, clientId: String(req.ClientId), userName: user.Username },
          {
            userAttributes: Object.fromEntries(
              (user.Attributes ?? []).map((a) => [a.Name, a.Value ?? '']),
            ),
            validationData: req.ClientMetadata ?? {},
          },
        );
      return run(ctx, req);
    };
  };
}
