import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';
import { withLogContext } from '../ports/logger.js';

/** What the one challenge of a phone sign-in asks for (the SPA answers it with the ticket). */
export const signInTicketChallenge = { kind: 'sign-in-ticket' } as const;

/**
 * Cognito create-auth-challenge trigger. The answer is the ticket the API issued after the
 * texted code was right, so there is nothing to make or send here: the public parameters only
 * say what is asked, the private ones hold nothing (verify-auth-challenge.ts looks the ticket up
 * itself), and an unknown user gets exactly the same challenge. It reaches no table.
 */
export const handler = withLogContext(
  'create-auth-challenge',
  async (event: CreateAuthChallengeTriggerEvent) => {
    event.response = {
      publicChallengeParameters: { ...signInTicketChallenge },
      privateChallengeParameters: {},
      challengeMetadata: signInTicketChallenge.kind,
    };
    return event;
  },
);
