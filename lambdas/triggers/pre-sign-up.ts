import type { PreSignUpTriggerEvent } from 'aws-lambda';
import {
  AdminLinkProviderForUserCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { parseFederatedUsername } from '../core/auth/providers.js';
import { cognitoClient } from '../ports/clients/cognito.js';
import { withLogContext } from '../ports/logger.js';

/**
 * Cognito pre-sign-up trigger. A first social sign-in whose verified e-mail matches an existing
 * account is linked to that account (spec: link a provider), so one person keeps one profile.
 * Provider e-mails are verified by the provider, so the user is confirmed at once.
 */
export const handler = withLogContext('pre-sign-up', async (event: PreSignUpTriggerEvent) => {
  if (event.triggerSource !== 'PreSignUp_ExternalProvider') return event;
  const federated = parseFederatedUsername(event.userName);
  const email = event.request.userAttributes.email;
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
  event.response.autoVerifyEmail = true;
  return event;
});
