import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { userTypes, groupForUserType, type UserType } from '../core/actor.js';
import { cognitoClient } from '../ports/clients/cognito.js';
import { withLogContext } from '../ports/logger.js';

/**
 * Cognito post-confirmation trigger: puts the confirmed user in the group of the user type
 * chosen at registration (custom:user_type). Only the four user types are accepted, so no
 * sign-up attribute can ever grant admin. Social sign-ups arrive without a type: they choose it
 * on /register_social, which calls POST /api/account/user-type.
 */
export const handler = withLogContext(
  'post-confirmation',
  async (event: PostConfirmationTriggerEvent) => {
    const userType = event.request.userAttributes['custom:user_type'];
    if (userType === undefined || userType === '') return event;
    if (!(userTypes as readonly string[]).includes(userType)) {
      throw new Error('Refusing to confirm a user with an unknown user type');
    }
    await cognitoClient().send(
      new AdminAddUserToGroupCommand({
        UserPoolId: event.userPoolId,
        Username: event.userName,
        GroupName: groupForUserType(userType as UserType),
      }),
    );
    return event;
  },
);
