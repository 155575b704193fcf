import { decodeJwt } from 'jose';
import errors from 'cognito-local/lib/errors.js';
import type { Target } from './cognito-local-types.js';

/**
 * What Cognito checks of the calling app client and cognito-local (5.3) does not: the
 * attributes it may write (WriteAttributes) and the sign-in flows it allows (ExplicitAuthFlows).
 * The local clients carry the same definition as in AWS (infra/auth-clients.ts), so this
 * wrapper around cognito-local's router refuses what Cognito refuses, with Cognito's answers.
 */

interface LocalAppClient {
  WriteAttributes?: string[];
  ExplicitAuthFlows?: string[];
}
interface ClientLookup {
  getAppClient(ctx: unknown, clientId: string): Promise<LocalAppClient | null>;
}

/** The client an UpdateUserAttributes call acts through: the one its access token names. */
function tokenClient(accessToken: unknown): string | undefined {
  try {
    const clientId = decodeJwt(String(accessToken)).client_id;
    return typeof clientId === 'string' ? clientId : undefined;
  } catch {
    // Not a token: cognito-local's own handler refuses it.
    return undefined;
  }
}

/**
 * Without a write list a client may write the standard attributes, never a custom one
 * (docs/decisions/accounts-and-sessions.md, "App clients and attribute writes").
 */
const mayWrite = (client: LocalAppClient, name: string) =>
  client.WriteAttributes ? client.WriteAttributes.includes(name) : !name.startsWith('custom:');

async function refuseUnauthorizedWrites(
  cognito: ClientLookup,
  ctx: unknown,
  clientId: string | undefined,
  attributes: unknown,
): Promise<void> {
  if (!clientId) return;
  const client = await cognito.getAppClient(ctx, clientId);
  if (!client) return;
  const names = ((attributes ?? []) as { Name?: string }[]).map((a) => String(a.Name));
  if (names.some((name) => !mayWrite(client, name)))
    throw new errors.NotAuthorizedError('A client attempted to write unauthorized attribute');
}

/** The ExplicitAuthFlows entry each InitiateAuth flow needs. */
const flowSetting: Record<string, string> = {
  USER_PASSWORD_AUTH: 'ALLOW_USER_PASSWORD_AUTH',
  // Phone sign-in's custom challenge (cognito-custom-auth.ts).
  CUSTOM_AUTH: 'ALLOW_CUSTOM_AUTH',
  REFRESH_TOKEN_AUTH: 'ALLOW_REFRESH_TOKEN_AUTH',
  REFRESH_TOKEN: 'ALLOW_REFRESH_TOKEN_AUTH',
};

async function refuseDisabledFlow(cognito: ClientLookup, ctx: unknown, req: Record<string, any>) {
  const client = await cognito.getAppClient(ctx, String(req.ClientId));
  const needed = flowSetting[String(req.AuthFlow)];
  if (!client?.ExplicitAuthFlows || !needed) return;
  if (!client.ExplicitAuthFlows.includes(needed))
    throw new errors.InvalidParameterError(
      `${String(req.AuthFlow)} flow not enabled for this client`,
    );
}

export function enforceClientRules(route: (target: string) => Target, cognito: ClientLookup) {
  return (target: string): Target => {
    const run = route(target);
    switch (target) {
      case 'SignUp':
        return async (ctx, req) => {
          await refuseUnauthorizedWrites(cognito, ctx, String(req.ClientId), req.UserAttributes);
          return run(ctx, req);
        };
      case 'UpdateUserAttributes':
        return async (ctx, req) => {
          const clientId = tokenClient(req.AccessToken);
          await refuseUnauthorizedWrites(cognito, ctx, clientId, req.UserAttributes);
          return run(ctx, req);
        };
      case 'InitiateAuth':
        return async (ctx, req) => {
          await refuseDisabledFlow(cognito, ctx, req);
          return run(ctx, req);
        };
      default:
        return run;
    }
  };
}
