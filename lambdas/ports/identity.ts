import { randomBytes } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminDisableProviderForUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  IdentityRefusal,
  type Identity,
  type IdentityUser,
  type LinkedProvider,
} from '../core/ports/identity.js';
import { cognitoClient } from './clients/cognito.js';
import { parseIdentities } from './cognito-identities.js';
import { env } from './env.js';
import { logger } from './logger.js';

const errorName = (error: unknown) => (error as { name?: string })?.name ?? '';
const cognito = () => cognitoClient();
const pool = () => env('identity');

/** Cognito's exceptions become the port's refusals here, so no raw code reaches a user. */
function signUpError(error: unknown): IdentityRefusal {
  switch (errorName(error)) {
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return new IdentityRefusal('email-in-use');
    case 'InvalidPasswordException':
      return new IdentityRefusal('weak-password', 'password');
    case 'InvalidParameterException':
      return new IdentityRefusal('invalid-email', 'email');
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return new IdentityRefusal('too-many-attempts');
    default:
      logger.error('Cognito sign-up failed', { where: 'signUp', error: error as Error });
      return new IdentityRefusal('sign-up-failed');
  }
}

/** A password nobody is told: a phone account signs in with texted codes (Cognito needs one). */
const unusedPassword = () => `${randomBytes(24).toString('base64url')}aA1!`;

/** SignUp through the only client that may write the sign-up attributes (infra/auth-clients.ts). */
async function signUpAs(
  username: string,
  password: string,
  name: 'email' | 'phone_number',
  userType: string,
): Promise<string> {
  const result = await cognito().send(
    new SignUpCommand({
      ClientId: pool().REGISTRATION_CLIENT_ID,
      Username: username,
      Password: password,
      UserAttributes: [
        { Name: name, Value: username },
        { Name: 'custom:user_type', Value: userType },
      ],
    }),
  );
  if (!result.UserSub) throw new Error('SignUp returned no UserSub');
  return result.UserSub;
}

/** Confirms a sign-up; Cognito then runs the post-confirmation trigger (role group). */
async function confirmSignUp(uid: string): Promise<void> {
  const user = await identity.find(uid);
  if (!user || user.confirmed) return;
  await cognito()
    .send(new AdminConfirmSignUpCommand({ UserPoolId: pool().USER_POOL_ID, Username: uid }))
    .catch((error: Error) => {
      // Confirmed meanwhile (the same link opened twice at once, or a retried call whose
      // first attempt got through): the goal holds, so it is not an error.
      if (!/Current status is CONFIRMED/i.test(error.message)) throw error;
    });
}

/**
 * Sets a sign-in name (an address or a number) and marks it verified: only our e-mailed links
 * and texted codes call this. One held by another account is refused as `taken`.
 */
async function setVerified(
  uid: string,
  name: 'email' | 'phone_number',
  value: string,
  taken: 'email-in-use' | 'phone-in-use',
): Promise<void> {
  try {
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: pool().USER_POOL_ID,
        Username: uid,
        UserAttributes: [
          { Name: name, Value: value },
          { Name: `${name}_verified`, Value: 'true' },
        ],
      }),
    );
  } catch (error) {
    if (['AliasExistsException', 'UsernameExistsException'].includes(errorName(error)))
      throw new IdentityRefusal(taken);
    throw error;
  }
}

/** The identity provider (Cognito in AWS, cognito-local on one machine). */
export const identity: Identity = {
  async signUp(email: string, password: string, userType: string): Promise<string> {
    return signUpAs(email, password, 'email', userType).catch((error: unknown) => {
      throw signUpError(error);
    });
  },

  /** Confirms the sign-up (the account joins its group) and sets the verified address. */
  async confirm(uid: string, email: string): Promise<void> {
    await confirmSignUp(uid);
    await identity.setEmail(uid, email);
  },

  async signUpByPhone(number: string, userType: string): Promise<string> {
    return signUpAs(number, unusedPassword(), 'phone_number', userType).catch((error: unknown) => {
      const refusal = signUpError(error);
      throw refusal.reason === 'email-in-use' ? new IdentityRefusal('phone-in-use') : refusal;
    });
  },

  async setPhone(uid: string, number: string): Promise<void> {
    await setVerified(uid, 'phone_number', number, 'phone-in-use');
  },

  async confirmByPhone(uid: string, number: string): Promise<void> {
    await confirmSignUp(uid);
    await identity.setPhone(uid, number);
  },

  /** By uid, e-mail or phone number (the pool signs in by either, so each names a user). */
  async find(usernameOrEmail: string): Promise<IdentityUser | undefined> {
    try {
      const user = await cognito().send(
        new AdminGetUserCommand({ UserPoolId: pool().USER_POOL_ID, Username: usernameOrEmail }),
      );
      const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
      return {
        uid: attribute('sub') ?? user.Username ?? usernameOrEmail,
        email: attribute('email') ?? '',
        ...(attribute('phone_number_verified') === 'true'
          ? { phone: attribute('phone_number') }
          : {}),
        confirmed: user.UserStatus === 'CONFIRMED',
        created: user.UserCreateDate?.getTime() ?? 0,
        linked: parseIdentities(attribute('identities')),
      };
    } catch (error) {
      if (errorName(error) === 'UserNotFoundException') return undefined;
      throw error;
    }
  },

  async passwordMatches(email: string, password: string): Promise<boolean> {
    try {
      await cognito().send(
        new InitiateAuthCommand({
          ClientId: pool().USER_POOL_CLIENT_ID,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      );
      return true;
    } catch (error) {
      // cognito-local answers a wrong password with InvalidPasswordException, Cognito with
      // NotAuthorizedException: both mean bad credentials.
      if (['NotAuthorizedException', 'InvalidPasswordException'].includes(errorName(error))) {
        return false;
      }
      throw error;
    }
  },

  async setPassword(uid: string, password: string): Promise<void> {
    try {
      await cognito().send(
        new AdminSetUserPasswordCommand({
          UserPoolId: pool().USER_POOL_ID,
          Username: uid,
          Password: password,
          Permanent: true,
        }),
      );
    } catch (error) {
      if (errorName(error) === 'InvalidPasswordException')
        throw new IdentityRefusal('weak-password');
      throw error;
    }
  },

  /** Sets the address and marks it verified: only our e-mailed links call this. */
  async setEmail(uid: string, email: string): Promise<void> {
    await setVerified(uid, 'email', email, 'email-in-use');
  },

  async addToGroup(uid: string, group: string): Promise<void> {
    await cognito().send(
      new AdminAddUserToGroupCommand({
        UserPoolId: pool().USER_POOL_ID,
        Username: uid,
        GroupName: group,
      }),
    );
  },

  async removeFromGroup(uid: string, group: string): Promise<void> {
    await cognito().send(
      new AdminRemoveUserFromGroupCommand({
        UserPoolId: pool().USER_POOL_ID,
        Username: uid,
        GroupName: group,
      }),
    );
  },

  /** The groups (roles) a user is in; the admin role form starts from these. */
  async groupsOf(uid: string): Promise<string[]> {
    const groups: string[] = [];
    let NextToken: string | undefined;
    do {
      const page = await cognito().send(
        new AdminListGroupsForUserCommand({
          UserPoolId: pool().USER_POOL_ID,
          Username: uid,
          ...(NextToken ? { NextToken } : {}),
        }),
      );
      for (const group of page.Groups ?? []) if (group.GroupName) groups.push(group.GroupName);
      NextToken = page.NextToken;
    } while (NextToken);
    return groups;
  },

  /** Stops a social provider signing in to this account (spec: unlink). */
  async unlink(linked: LinkedProvider): Promise<void> {
    await cognito().send(
      new AdminDisableProviderForUserCommand({
        UserPoolId: pool().USER_POOL_ID,
        User: {
          ProviderName: linked.provider,
          ProviderAttributeName: 'Cognito_Subject',
          ProviderAttributeValue: linked.providerUserId,
        },
      }),
    );
  },

  /** A suspended account cannot sign in or refresh its tokens (AdminDisableUser). */
  async disable(uid: string): Promise<void> {
    await cognito().send(
      new AdminDisableUserCommand({ UserPoolId: pool().USER_POOL_ID, Username: uid }),
    );
  },

  /** Lifts a suspension: the account signs in again (AdminEnableUser). */
  async enable(uid: string): Promise<void> {
    await cognito().send(
      new AdminEnableUserCommand({ UserPoolId: pool().USER_POOL_ID, Username: uid }),
    );
  },

  /**
   * Revokes every refresh token of the user (AdminUserGlobalSignOut), so no session gets new
   * tokens. Issued ID tokens stay valid at API Gateway: the session fence refuses those.
   */
  async signOutEverywhere(uid: string): Promise<void> {
    try {
      await cognito().send(
        new AdminUserGlobalSignOutCommand({ UserPoolId: pool().USER_POOL_ID, Username: uid }),
      );
    } catch (error) {
      if (errorName(error) !== 'UserNotFoundException') throw error;
    }
  },

  async remove(uid: string): Promise<void> {
    try {
      await cognito().send(
        new AdminDeleteUserCommand({ UserPoolId: pool().USER_POOL_ID, Username: uid }),
      );
    } catch (error) {
      if (errorName(error) !== 'UserNotFoundException') throw error;
    }
  },
};
