import { randomBytes } from 'node:crypto';
import errors from 'cognito-local/lib/errors.js';
import {
  callTrigger,
  triggerConfigured,
  type TriggerRunner,
  type TriggerSubject,
} from './cognito-trigger-call.js';
import type { LocalUser, Target } from './cognito-local-types.js';

/**
 * Cognito's custom authentication flow, which cognito-local (5.3) lacks (its InitiateAuth throws
 * UnsupportedError for CUSTOM_AUTH, its RespondToAuthChallenge knows only MFA and new-password
 * challenges): InitiateAuth with AuthFlow CUSTOM_AUTH and RespondToAuthChallenge with
 * CUSTOM_CHALLENGE, driving the same three trigger functions as in AWS with Cognito's events
 * (docs/decisions/accounts-and-sessions.md, "Phone sign-in"). Which clients may use the flow
 * is checked outside (cognito-client-rules.ts), and so are a disabled user at InitiateAuth and
 * PreAuthentication (cognito-server.ts); PostAuthentication runs here, before the tokens.
 */

interface LocalClient {
  ClientId: string;
  PreventUserExistenceErrors?: string;
}
interface Tokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
}
interface LocalPool {
  options: { Id: string };
  getUserByUsername(ctx: unknown, name: string): Promise<LocalUser | null>;
  listUserGroupMembership(ctx: unknown, user: LocalUser): Promise<string[]>;
  storeRefreshToken(ctx: unknown, token: string, user: LocalUser): Promise<void>;
}
export interface CustomAuthServices {
  cognito: {
    getUserPoolForClientId(ctx: unknown, clientId: string): Promise<LocalPool>;
    getAppClient(ctx: unknown, clientId: string): Promise<LocalClient | null>;
  };
  /** cognito-local's token generator (signed with this installation's key), as password sign-in. */
  tokenGenerator: {
    generate(
      ctx: unknown,
      user: LocalUser,
      groups: string[],
      client: LocalClient,
      clientMetadata: unknown,
      source: string,
    ): Promise<Tokens>;
  };
}

interface ChallengeResult {
  challengeName: string;
  challengeResult: boolean;
  challengeMetadata?: string;
}

/** What Cognito keeps behind the Session string of a sign-in in progress. */
interface AuthSession {
  clientId: string;
  /** The user's name in the pool or, for an unknown user, the name that was given. */
  userName: string;
  userNotFound: boolean;
  challenges: ChallengeResult[];
  asked: { challengeName: string; private: Record<string, string>; metadata?: string };
  expiresAt: number;
  used: boolean;
}

/** Cognito's default AuthSessionValidity: a challenge must be answered within 3 minutes. */
export const AUTH_SESSION_MS = 3 * 60_000;

const refused = () => new errors.NotAuthorizedError('Incorrect username or password.');

/** A trigger's view of the user: its attributes and its status, as Cognito sends them. */
const userAttributes = (user: LocalUser | null): Record<string, string> =>
  user
    ? {
        ...Object.fromEntries((user.Attributes ?? []).map((a) => [a.Name, a.Value ?? ''])),
        'cognito:user_status': String(user.UserStatus ?? 'CONFIRMED'),
      }
    : {};

export function customAuth(
  route: (target: string) => Target,
  services: CustomAuthServices,
  runner: TriggerRunner,
) {
  const sessions = new Map<string, AuthSession>();

  /** Sessions live in memory until they expire, as Cognito's do; a restart ends them. */
  function keep(session: AuthSession): string {
    const now = Date.now();
    for (const [id, old] of sessions) if (old.expiresAt < now) sessions.delete(id);
    const id = randomBytes(48).toString('base64url');
    sessions.set(id, session);
    return id;
  }

  /** The session a RespondToAuthChallenge names, used at most once, by its own client. */
  function take(id: unknown, clientId: string): AuthSession {
    const session = typeof id === 'string' ? sessions.get(id) : undefined;
    if (!session || session.clientId !== clientId)
      throw new errors.NotAuthorizedError('Invalid session for the user.');
    if (session.expiresAt < Date.now())
      throw new errors.NotAuthorizedError('Invalid session for the user, session is expired.');
    if (session.used)
      throw new errors.NotAuthorizedError(
        'Invalid session for the user, session can only be used once.',
      );
    session.used = true;
    return session;
  }

  /** Asks the define trigger what comes next: another challenge, tokens, or a refusal. */
  async function next(
    ctx: unknown,
    state: Omit<AuthSession, 'asked' | 'expiresAt' | 'used'>,
    user: LocalUser | null,
    pool: LocalPool,
    client: LocalClient,
    clientMetadata: unknown,
  ) {
    const subject: TriggerSubject = {
      userPoolId: pool.options.Id,
      clientId: client.ClientId,
      userName: state.userName,
    };
    const common = {
      userAttributes: userAttributes(user),
      session: state.challenges,
      ...(clientMetadata ? { clientMetadata } : {}),
      ...(state.userNotFound ? { userNotFound: true } : {}),
    };
    const defined = await callTrigger<{
      challengeName?: string;
      issueTokens?: boolean;
      failAuthentication?: boolean;
    }>(runner, 'DefineAuthChallenge', subject, common);
    if (defined.failAuthentication) throw refused();
    // Cognito never issues tokens for a user it does not have.
    if (defined.issueTokens) {
      if (!user) throw refused();
      return signedIn(ctx, user, subject, pool, client, clientMetadata);
    }
    if (defined.challengeName !== 'CUSTOM_CHALLENGE')
      throw new errors.UnsupportedError(
        `CUSTOM_AUTH with challenge ${String(defined.challengeName)}`,
      );
    const created = await callTrigger<{
      publicChallengeParameters?: Record<string, string>;
      privateChallengeParameters?: Record<string, string>;
      challengeMetadata?: string;
    }>(runner, 'CreateAuthChallenge', subject, { ...common, challengeName: 'CUSTOM_CHALLENGE' });
    const session = keep({
      ...state,
      asked: {
        challengeName: 'CUSTOM_CHALLENGE',
        private: created.privateChallengeParameters ?? {},
        metadata: created.challengeMetadata,
      },
      expiresAt: Date.now() + AUTH_SESSION_MS,
      used: false,
    });
    return {
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: session,
      ChallengeParameters: { ...created.publicChallengeParameters, USERNAME: state.userName },
    };
  }

  /** Tokens as password sign-in gives them, after PostAuthentication (Cognito runs it here too). */
  async function signedIn(
    ctx: unknown,
    user: LocalUser,
    subject: TriggerSubject,
    pool: LocalPool,
    client: LocalClient,
    clientMetadata: unknown,
  ) {
    if (triggerConfigured(runner, 'PostAuthentication'))
      await callTrigger(runner, 'PostAuthentication', subject, {
        userAttributes: userAttributes(user),
        newDeviceUsed: false,
        ...(clientMetadata ? { clientMetadata } : {}),
      });
    const groups = await pool.listUserGroupMembership(ctx, user);
    const tokens = await services.tokenGenerator.generate(
      ctx,
      user,
      groups,
      client,
      clientMetadata,
      'Authentication',
    );
    // As password sign-in does: the refresh token works for this user (cognito-local's own
    // RespondToAuthChallenge forgets this).
    if (tokens.RefreshToken) await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    return { ChallengeParameters: {}, AuthenticationResult: tokens };
  }

  async function clientAndPool(ctx: unknown, clientId: string) {
    const client = await services.cognito.getAppClient(ctx, clientId);
    if (!client) throw new errors.NotAuthorizedError();
    return { client, pool: await services.cognito.getUserPoolForClientId(ctx, clientId) };
  }

  const initiate: Target = async (ctx, req) => {
    const name = (req.AuthParameters as Record<string, string> | undefined)?.USERNAME;
    if (!name) throw new errors.InvalidParameterError('Missing required parameter USERNAME');
    const { client, pool } = await clientAndPool(ctx, String(req.ClientId));
    const user = await pool.getUserByUsername(ctx, name);
    // PreventUserExistenceErrors ENABLED (every client, infra/auth.ts): the triggers decide.
    if (!user && client.PreventUserExistenceErrors !== 'ENABLED')
      throw new errors.UserNotFoundError('User does not exist.');
    if (user?.UserStatus === 'UNCONFIRMED') throw new errors.UserNotConfirmedException();
    const state = {
      clientId: client.ClientId,
      userName: user?.Username ?? name,
      userNotFound: !user,
      challenges: [],
    };
    // InitiateAuth passes no ClientMetadata to the challenge triggers (API reference).
    return next(ctx, state, user, pool, client, undefined);
  };

  const respond: Target = async (ctx, req) => {
    const answers = (req.ChallengeResponses ?? {}) as Record<string, string | undefined>;
    if (!answers.USERNAME)
      throw new errors.InvalidParameterError('Missing required parameter USERNAME');
    if (answers.ANSWER === undefined)
      throw new errors.InvalidParameterError('Missing required parameter ANSWER');
    const { client, pool } = await clientAndPool(ctx, String(req.ClientId));
    const session = take(req.Session, client.ClientId);
    // Read again: the user may have been disabled or deleted since the challenge.
    const user = session.userNotFound ? null : await pool.getUserByUsername(ctx, session.userName);
    const named = session.userNotFound ? null : await pool.getUserByUsername(ctx, answers.USERNAME);
    if (
      session.userNotFound
        ? answers.USERNAME !== session.userName
        : named?.Username !== session.userName
    )
      throw new errors.NotAuthorizedError('Invalid session for the user.');
    if (!session.userNotFound && !user) throw refused();
    if (user?.Enabled === false) throw new errors.NotAuthorizedError('User is disabled.');
    const subject = {
      userPoolId: pool.options.Id,
      clientId: client.ClientId,
      userName: session.userName,
    };
    const verified = await callTrigger<{ answerCorrect?: boolean }>(
      runner,
      'VerifyAuthChallengeResponse',
      subject,
      {
        userAttributes: userAttributes(user),
        privateChallengeParameters: session.asked.private,
        challengeAnswer: answers.ANSWER,
        ...(req.ClientMetadata ? { clientMetadata: req.ClientMetadata } : {}),
        ...(session.userNotFound ? { userNotFound: true } : {}),
      },
    );
    const challenges = [
      ...session.challenges,
      {
        challengeName: session.asked.challengeName,
        challengeResult: verified.answerCorrect === true,
        ...(session.asked.metadata ? { challengeMetadata: session.asked.metadata } : {}),
      },
    ];
    return next(ctx, { ...session, challenges }, user, pool, client, req.ClientMetadata);
  };

  return (target: string): Target => {
    const run = route(target);
    if (target === 'InitiateAuth')
      return (ctx, req) => (req.AuthFlow === 'CUSTOM_AUTH' ? initiate(ctx, req) : run(ctx, req));
    if (target === 'RespondToAuthChallenge')
      return (ctx, req) =>
        req.ChallengeName === 'CUSTOM_CHALLENGE' ? respond(ctx, req) : run(ctx, req);
    return run;
  };
}
