import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { signInTickets } from '../core/phone-accounts/sign-in-tickets.js';
import { withLogContext } from '../ports/logger.js';
import { provideCorePorts } from '../ports/provide-core-ports.js';

provideCorePorts();

/**
 * Cognito verify-auth-challenge-response trigger: the answer is right when it is an unspent,
 * unexpired sign-in ticket of this account, and redeeming spends it (one conditional delete),
 * so of two answers with one ticket exactly one signs in. An unknown user has no `sub` and is
 * never right. It fails closed: when the table cannot be reached the trigger throws and Cognito
 * refuses the sign-in, as it must without proof (a ticket not spent stays usable for its two
 * minutes).
 */
export const handler = withLogContext(
  'verify-auth-challenge',
  async (event: VerifyAuthChallengeResponseTriggerEvent) => {
    const uid = event.request.userAttributes.sub;
    event.response = {
      answerCorrect:
        !event.request.userNotFound && uid !== undefined && uid !== ''
          ? await signInTickets.redeem(uid, String(event.request.challengeAnswer), Date.now())
          : false,
    };
    return event;
  },
);
