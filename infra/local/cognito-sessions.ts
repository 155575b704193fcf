import { SignJWT, decodeJwt } from 'jose';
import errors from 'cognito-local/lib/errors.js';
import { signingKeyObject, type SigningKey } from './signing-key.js';
import type { LocalUser, Target } from './cognito-local-types.js';

/**
 * Two things Cognito does with sessions that cognito-local (5.3) does not, added around its
 * router (cognito-server.ts) so the local pool ends sessions exactly as AWS does.
 */

interface SessionPools {
  getUserPool(
    ctx: unknown,
    userPoolId: string,
  ): Promise<{
    getUserByUsername(ctx: unknown, name: string): Promise<LocalUser | null>;
    saveUser(ctx: unknown, user: LocalUser): Promise<void>;
  }>;
}

/**
 * AdminUserGlobalSignOut, which cognito-local lacks: the user's refresh tokens stop working
 * (a refresh answers NotAuthorizedException), as in AWS.
 */
const globalSignOut =
  (cognito: SessionPools): Target =>
  async (ctx, req) => {
    const pool = await cognito.getUserPool(ctx, String(req.UserPoolId));
    const user = await pool.getUserByUsername(ctx, String(req.Username));
    if (!user) throw new errors.UserNotFoundError();
    await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
    return {};
  };

/**
 * The same token (claims, lifetime) with another `auth_time`, signed again with this
 * installation's key (signing-key.ts), the only one the pool's JWKS publishes.
 */
async function withAuthTime(token: string, authTime: number, key: SigningKey): Promise<string> {
  return new SignJWT({ ...decodeJwt(token), auth_time: authTime })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .sign(await signingKeyObject(key));
}

interface RefreshAnswer {
  AuthenticationResult?: { IdToken?: string; AccessToken?: string };
}

/**
 * A refreshed token keeps the `auth_time` of the sign-in it came from (OpenID Connect; Cognito
 * does so), while cognito-local stamps the time of the refresh. The API's session fence reads
 * `auth_time`, so the local pool must keep it: the refresh token's own `iat` is that sign-in.
 */
const keepAuthTime =
  (run: Target, key: SigningKey): Target =>
  async (ctx, req) => {
    const answer = (await run(ctx, req)) as RefreshAnswer;
    const result = answer.AuthenticationResult;
    const refreshToken = (req.AuthParameters as Record<string, string> | undefined)?.REFRESH_TOKEN;
    const signedIn = refreshToken ? decodeJwt(refreshToken).iat : undefined;
    if (!result || signedIn === undefined) return answer;
    return {
      ...answer,
      AuthenticationResult: {
        ...result,
        ...(result.IdToken ? { IdToken: await withAuthTime(result.IdToken, signedIn, key) } : {}),
        ...(result.AccessToken
          ? { AccessToken: await withAuthTime(result.AccessToken, signedIn, key) }
          : {}),
      },
    };
  };

const refreshFlows = new Set(['REFRESH_TOKEN', 'REFRESH_TOKEN_AUTH']);

/** cognito-local's router with Cognito's session behaviour added. */
export function withCognitoSessions(
  route: (target: string) => Target,
  cognito: SessionPools,
  key: SigningKey,
) {
  return (target: string): Target => {
    if (target === 'AdminUserGlobalSignOut') return globalSignOut(cognito);
    const run = route(target);
    if (target !== 'InitiateAuth') return run;
    const refresh = keepAuthTime(run, key);
    return (ctx, req) =>
      refreshFlows.has(String(req.AuthFlow)) ? refresh(ctx, req) : run(ctx, req);
  };
}
