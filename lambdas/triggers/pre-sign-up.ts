import type { PreSignUpTriggerEvent } from 'aws-lambda';
import {
  AdminLinkProviderForUserCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { parseFederatedUsername } from '../core/auth/providers.js';
import { cognitoClient } from '../ports/clients/cognito.js';
import { withLogContext } from '../ports/logger.js';

/** Why a first social sign-in is refused: shown by Cognito's hosted pages as the error. */
export const unverifiedSocialEmail =
  'This e-mail address already has an account, and the provider has not verified it. Sign in with your e-mail and password.';

/**
 * Cognito pre-sign-up trigger. A first social sign-in whose e-mail matches an existing account is
 * linked to that account (spec: link a provider), so one person keeps one profile, but only when
 * the provider says it verified the address: the mapped `email_verified` (Google's attribute,
 * infra/auth-social.ts). Facebook sends no such attribute, so a Facebook sign-in is never linked by
 * its e-mail (docs/decisions/accounts-and-sessions.md, "Social identities are linked only on a
 * verified e-mail"): linking an unverified address would hand the account of whoever owns it to
 * whoever typed it at the provider. Such a sign-in is refused rather than made a second account of
 * the same address. The address of a new social account is marked verified only when the provider
 * verified it.
 */
export const handler = withLogContext('pre-sign-up', async (event: PreSignUpTriggerEvent) => {
  if (event.triggerSource !== 'PreSignUp_ExternalProvider') return event;
  const federated = parseFederatedUsername(event.userName);
  const email = event.request.userAttributes.email;
  const providerVerified = event.request.userAttributes.email_verified === 'true';
  if (federated && email) {
    const { Users } = await cognitoClient().send(
      new ListUsersCommand({
        UserPoolId: event.userPoolId,
        Filter: `email = "${email.replace(/["\\]/g, '')}"`,
        Limit: 2,
      }),
    );
    const native = Users?.find((user) => user.UserStatus !== 'EXTERNAL_PROVIDER');
    if (native?.Username) {
      if (!providerVerified) throw new Error(unverifiedSocialEmail);
      await cognitoClient().send(
        new AdminLinkProviderForUserCommand({
          UserPoolId: event.userPoolId,
          DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: native.Username },
          SourceUser: {
            ProviderName: federated.provider,
            ProviderAttributeName: 'Cognito_Subject',
            ProviderAttributeValue: federated.providerUserId,
          },
        }),
      );
    }
  }
  event.response.autoConfirmUser = true;
  event.response.autoVerifyEmail = providerVerified;
  return event;
});
