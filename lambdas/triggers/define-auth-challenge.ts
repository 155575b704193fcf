import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';
import { withLogContext } from '../ports/logger.js';

/**
 * Cognito define-auth-challenge trigger: a phone sign-in is one custom challenge, answered with
 * the API's one-time sign-in ticket (docs/decisions/accounts-and-sessions.md, "Phone sign-in").
 * No challenge yet: ask for the ticket. One right answer from a known user: tokens. Anything
 * else (a wrong answer, a second round, an unknown user) fails, so a session never gets a
 * second guess. An unknown user is still asked (and refused at the answer): refusing at once
 * would tell anyone with the public client id which phone numbers have accounts, which
 * PreventUserExistenceErrors (on for every client, infra/auth.ts) is there to hide.
 * It reaches no table, so it provides no core ports.
 */
export const handler = withLogContext(
  'define-auth-challenge',
  async (event: DefineAuthChallengeTriggerEvent) => {
    const { session, userNotFound } = event.request;
    if (session.length === 0) {
      event.response = {
        challengeName: 'CUSTOM_CHALLENGE',
        issueTokens: false,
        failAuthentication: false,
      };
      return event;
    }
    const [only] = session;
    const passed =
      session.length === 1 &&
      only?.challengeName === 'CUSTOM_CHALLENGE' &&
      only.challengeResult &&
      !userNotFound;
    event.response = { issueTokens: passed, failAuthentication: !passed };
    return event;
  },
);
