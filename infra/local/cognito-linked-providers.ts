import errors from 'cognito-local/lib/errors.js';
import type { LocalUser, Target } from './cognito-local-types.js';

/**
 * AdminLinkProviderForUser and AdminDisableProviderForUser, which cognito-local (5.3) does not
 * have: our pre-sign-up trigger links a social sign-in to an existing account, and the account
 * page unlinks it. As in Cognito, a link is an entry of the destination user's `identities`
 * attribute (the JSON list AdminGetUser returns), one source identity belongs to one user, and
 * a user has at most five (API reference, AdminLinkProviderForUser).
 */

interface LocalPool {
  getUserByUsername(ctx: unknown, name: string): Promise<LocalUser | null>;
  listUsers(ctx: unknown): Promise<LocalUser[]>;
  saveUser(ctx: unknown, user: LocalUser): Promise<void>;
}
interface PoolLookup {
  getUserPool(ctx: unknown, userPoolId: string): Promise<LocalPool>;
}
interface ProviderUser {
  ProviderName?: string;
  ProviderAttributeName?: string;
  ProviderAttributeValue?: string;
}
interface LinkedIdentity {
  userId: string;
  providerName: string;
  providerType: string;
  issuer: null;
  primary: string;
  dateCreated: string;
}

const mostLinks = 5;

const identitiesOf = (user: LocalUser): LinkedIdentity[] => {
  const raw = user.Attributes?.find((a) => a.Name === 'identities')?.Value;
  return raw ? (JSON.parse(raw) as LinkedIdentity[]) : [];
};

const withIdentities = (user: LocalUser, identities: LinkedIdentity[]): LocalUser => ({
  ...user,
  Attributes: [
    ...(user.Attributes ?? []).filter((a) => a.Name !== 'identities'),
    ...(identities.length ? [{ Name: 'identities', Value: JSON.stringify(identities) }] : []),
  ],
  UserLastModifiedDate: new Date(),
});

const isSource = (source: ProviderUser) => (identity: LinkedIdentity) =>
  identity.providerName === source.ProviderName &&
  identity.userId === source.ProviderAttributeValue;

/** A social source is named by its subject (Cognito_Subject), never by a Cognito user. */
function socialSource(source: ProviderUser | undefined): ProviderUser {
  if (!source?.ProviderName || !source.ProviderAttributeValue)
    throw new errors.InvalidParameterError(
      'SourceUser needs ProviderName and ProviderAttributeValue',
    );
  if (source.ProviderName === 'Cognito')
    throw new errors.InvalidParameterError(
      'Invalid SourceUser: Cognito users with a username/password may not be passed in as a SourceUser, only as a DestinationUser',
    );
  if (source.ProviderAttributeName !== 'Cognito_Subject')
    throw new errors.InvalidParameterError('ProviderAttributeName must be Cognito_Subject');
  return source;
}

async function link(cognito: PoolLookup, ctx: unknown, req: Record<string, any>) {
  const source = socialSource(req.SourceUser as ProviderUser | undefined);
  const destination = req.DestinationUser as ProviderUser | undefined;
  const pool = await cognito.getUserPool(ctx, String(req.UserPoolId));
  const user = await pool.getUserByUsername(ctx, String(destination?.ProviderAttributeValue));
  if (!user) throw new errors.UserNotFoundError();
  const others = (await pool.listUsers(ctx)).filter((u) => u.Username !== user.Username);
  if (others.some((other) => identitiesOf(other).some(isSource(source))))
    throw new errors.CognitoError(
      'AliasExistsException',
      'The source user is linked to another user',
    );
  const identities = identitiesOf(user);
  if (identities.some(isSource(source))) return {};
  if (identities.length >= mostLinks)
    throw new errors.CognitoError(
      'LimitExceededException',
      'A user has at most five linked identities',
    );
  const linked: LinkedIdentity = {
    userId: String(source.ProviderAttributeValue),
    providerName: String(source.ProviderName),
    providerType: String(source.ProviderName),
    issuer: null,
    primary: 'false',
    dateCreated: String(Date.now()),
  };
  await pool.saveUser(ctx, withIdentities(user, [...identities, linked]));
  return {};
}

/** Removes the link wherever it is; with no such link Cognito answers as if it had removed one. */
async function disable(cognito: PoolLookup, ctx: unknown, req: Record<string, any>) {
  const source = socialSource(req.User as ProviderUser | undefined);
  const pool = await cognito.getUserPool(ctx, String(req.UserPoolId));
  for (const user of await pool.listUsers(ctx)) {
    const identities = identitiesOf(user);
    if (identities.some(isSource(source)))
      await pool.saveUser(
        ctx,
        withIdentities(
          user,
          identities.filter((i) => !isSource(source)(i)),
        ),
      );
  }
  return {};
}

export function linkedProviders(route: (target: string) => Target, cognito: PoolLookup) {
  return (target: string): Target => {
    if (target === 'AdminLinkProviderForUser') return (ctx, req) => link(cognito, ctx, req);
    if (target === 'AdminDisableProviderForUser') return (ctx, req) => disable(cognito, ctx, req);
    return route(target);
  };
}
