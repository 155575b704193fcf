import { randomInt } from 'node:crypto';
import {
  AdminUpdateUserAttributesCommand,
  type AuthenticationResultType,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import type { UserType } from '../../lambdas/core/actor.js';
import { registerVerified } from './accounts.js';

/** The user pool as the SPA and the API reach it (the browser's endpoint, dummy credentials). */
export function cognitoClient() {
  return new CognitoIdentityProviderClient({
    endpoint: inject('settings').COGNITO_PUBLIC_ENDPOINT,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

/** A Zambian mobile number nobody else in the run has (E.164, as the pool stores it). */
export const uniquePhone = () => `+26097${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/**
 * A verified account of `role` that also has a verified phone number, set through the admin
 * API as the API does once a texted code proved it.
 */
export async function phoneUser(role: UserType) {
  const account = await registerVerified(role);
  const phone = uniquePhone();
  const cognito = cognitoClient();
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: inject('settings').USER_POOL_ID,
      Username: account.email,
      UserAttributes: [
        { Name: 'phone_number', Value: phone },
        { Name: 'phone_number_verified', Value: 'true' },
      ],
    }),
  );
  cognito.destroy();
  return { ...account, phone };
}

/** InitiateAuth CUSTOM_AUTH, as Amplify's signIn with CUSTOM_WITHOUT_SRP sends it. */
export const startPhoneSignIn = (
  cognito: CognitoIdentityProviderClient,
  phone: string,
  clientId = inject('settings').USER_POOL_CLIENT_ID!,
) =>
  cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: phone },
    }),
  );

/** RespondToAuthChallenge with the ticket, as Amplify's confirmSignIn sends it. */
export const answerWithTicket = (
  cognito: CognitoIdentityProviderClient,
  started: { Session?: string; ChallengeParameters?: Record<string, string> },
  ticket: string,
  clientId = inject('settings').USER_POOL_CLIENT_ID!,
) =>
  cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: started.Session,
      ChallengeResponses: { USERNAME: started.ChallengeParameters!.USERNAME!, ANSWER: ticket },
    }),
  );

/** The whole phone sign-in: the tokens, or Cognito's refusal (its name and message). */
export async function phoneSignIn(
  cognito: CognitoIdentityProviderClient,
  phone: string,
  ticket: string,
): Promise<{ tokens?: AuthenticationResultType; refused?: string; message?: string }> {
  try {
    const answered = await answerWithTicket(
      cognito,
      await startPhoneSignIn(cognito, phone),
      ticket,
    );
    return { tokens: answered.AuthenticationResult };
  } catch (error) {
    return refusal(error);
  }
}

/** What a client sees of a refused call: Cognito's error type and message. */
export const refusal = (error: unknown) => ({
  refused: (error as Error).name,
  message: (error as Error).message,
});
