import {
  AdminConfirmSignUpCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  signInTickets,
  TICKET_LIFETIME_MS,
} from '../../lambdas/core/phone-accounts/sign-in-tickets.js';
import { rateLimits } from '../../lambdas/core/rate-limits/limits.js';
import { api } from '../support/api.js';
import { renewSession } from '../support/accounts.js';
import {
  answerWithTicket,
  cognitoClient,
  phoneSignIn,
  phoneUser,
  refusal,
  startPhoneSignIn,
  uniquePhone,
} from '../support/phone-sign-in.js';

/**
 * Phone sign-in (docs/decisions/accounts-and-sessions.md, "Phone sign-in"): the API's one-time
 * ticket answers Cognito's custom challenge, through the same three triggers as in AWS, and the
 * tokens are those of a password sign-in. Every AWS call the triggers make is checked against
 * their roles in the template when the run ends (test/support/grants).
 */
const cognito = cognitoClient();
afterAll(() => cognito.destroy());

const wrongAnswer = {
  refused: 'NotAuthorizedException',
  message: 'Incorrect username or password.',
};

describe('phone sign-in with a sign-in ticket', () => {
  it('gives the tokens of the account, its role in cognito:groups, as password sign-in does', async () => {
    const user = await phoneUser('parent');
    const ticket = await signInTickets.issue(user.uid, Date.now());

    const started = await startPhoneSignIn(cognito, user.phone);
    // Only what is asked, and the user's name in the pool (its sub), nothing secret.
    expect(started.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(started.ChallengeParameters).toEqual({ kind: 'sign-in-ticket', USERNAME: user.uid });
    const answered = await answerWithTicket(cognito, started, ticket);

    const tokens = answered.AuthenticationResult!;
    const claims = decodeJwt(tokens.IdToken!);
    expect(claims).toMatchObject({
      sub: user.uid,
      'cognito:groups': ['parent'],
      token_use: 'id',
      phone_number: user.phone,
      phone_number_verified: true,
    });
    expect(claims['cognito:groups']).toEqual(decodeJwt(user.idToken)['cognito:groups']);
    // The API takes it as it takes a password sign-in's, and the session renews.
    const me = await api('GET', '/api/me', { token: tokens.IdToken });
    expect(me).toMatchObject({ status: 200, body: { user_type: 'parent', email: user.email } });
    expect((await renewSession(tokens.RefreshToken!)).idToken).toBeTruthy();
  });

  it('takes a ticket once: the same ticket again is refused', async () => {
    const user = await phoneUser('childcarer');
    const ticket = await signInTickets.issue(user.uid, Date.now());
    expect(await phoneSignIn(cognito, user.phone, ticket)).toHaveProperty('tokens.IdToken');
    expect(await phoneSignIn(cognito, user.phone, ticket)).toEqual(wrongAnswer);
  });

  it("refuses another account's ticket, and leaves it to its owner", async () => {
    const [owner, other] = await Promise.all([phoneUser('cook'), phoneUser('parent')]);
    const ticket = await signInTickets.issue(owner.uid, Date.now());
    expect(await phoneSignIn(cognito, other.phone, ticket)).toEqual(wrongAnswer);
    const signedIn = await phoneSignIn(cognito, owner.phone, ticket);
    expect(decodeJwt(signedIn.tokens!.IdToken!).sub).toBe(owner.uid);
  });

  it('refuses an expired ticket and an answer that is no ticket', async () => {
    const user = await phoneUser('parent');
    const expired = await signInTickets.issue(user.uid, Date.now() - TICKET_LIFETIME_MS - 2_000);
    expect(await phoneSignIn(cognito, user.phone, expired)).toEqual(wrongAnswer);
    expect(await phoneSignIn(cognito, user.phone, 'not a ticket')).toEqual(wrongAnswer);
  });

  it('asks an unknown number the same question and refuses the answer as a wrong one', async () => {
    const phone = uniquePhone();
    const started = await startPhoneSignIn(cognito, phone);
    expect(started.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(started.ChallengeParameters).toEqual({ kind: 'sign-in-ticket', USERNAME: phone });
    const ticket = await signInTickets.issue('nobody', Date.now());
    expect(
      await answerWithTicket(cognito, started, ticket).catch((error: unknown) => refusal(error)),
    ).toEqual(wrongAnswer);
  });

  it('refuses a client without ALLOW_CUSTOM_AUTH before anything runs', async () => {
    const user = await phoneUser('parent');
    const ticket = await signInTickets.issue(user.uid, Date.now());
    const registration = inject('settings').REGISTRATION_CLIENT_ID!;
    const refused = await startPhoneSignIn(cognito, user.phone, registration).catch(refusal);
    expect(refused).toMatchObject({
      refused: 'InvalidParameterException',
      message: expect.stringMatching(/flow not enabled for this client/),
    });
    // The ticket was not touched: it still signs in through the web client.
    expect(await phoneSignIn(cognito, user.phone, ticket)).toHaveProperty('tokens.IdToken');
  });

  it('refuses a disabled user, at the start and at the answer, without spending the ticket', async () => {
    const user = await phoneUser('parent');
    const ticket = await signInTickets.issue(user.uid, Date.now());
    const admin = { UserPoolId: inject('settings').USER_POOL_ID, Username: user.email };
    const disabled = { refused: 'NotAuthorizedException', message: 'User is disabled.' };

    const started = await startPhoneSignIn(cognito, user.phone);
    await cognito.send(new AdminDisableUserCommand(admin));
    expect(await answerWithTicket(cognito, started, ticket).catch(refusal)).toEqual(disabled);
    expect(await phoneSignIn(cognito, user.phone, ticket)).toEqual(disabled);

    await cognito.send(new AdminEnableUserCommand(admin));
    expect(await phoneSignIn(cognito, user.phone, ticket)).toHaveProperty('tokens.IdToken');
  });

  it('takes a session once, from its own client, and no made-up one', async () => {
    const user = await phoneUser('parent');
    const ticket = await signInTickets.issue(user.uid, Date.now());
    const started = await startPhoneSignIn(cognito, user.phone);
    const madeUp = { ...started, Session: `${started.Session!.slice(0, -4)}AAAA` };
    expect(await answerWithTicket(cognito, madeUp, ticket).catch(refusal)).toEqual({
      refused: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
    const registration = inject('settings').REGISTRATION_CLIENT_ID!;
    expect(
      await answerWithTicket(cognito, started, ticket, registration).catch(refusal),
    ).toMatchObject({ refused: 'NotAuthorizedException' });
    // The session is still good for its own client (the refusals spent neither it nor the ticket).
    await expect(answerWithTicket(cognito, started, ticket)).resolves.toHaveProperty(
      'AuthenticationResult.IdToken',
    );
    const again = await cognito
      .send(
        new RespondToAuthChallengeCommand({
          ClientId: inject('settings').USER_POOL_CLIENT_ID,
          ChallengeName: 'CUSTOM_CHALLENGE',
          Session: started.Session,
          ChallengeResponses: { USERNAME: user.uid, ANSWER: ticket },
        }),
      )
      .catch(refusal);
    expect(again).toEqual({
      refused: 'NotAuthorizedException',
      message: 'Invalid session for the user, session can only be used once.',
    });
  });
});

describe('an account whose sign-in name is its phone number', () => {
  it('signs up by phone (no e-mail), gets a UUID user name, and signs in with a ticket', async () => {
    const { USER_POOL_ID, REGISTRATION_CLIENT_ID } = inject('settings');
    const phone = uniquePhone();
    const signUp = () =>
      cognito.send(
        new SignUpCommand({
          ClientId: REGISTRATION_CLIENT_ID,
          Username: phone,
          Password: 'Unused-pass-1',
          UserAttributes: [{ Name: 'custom:user_type', Value: 'cook' }],
        }),
      );
    const { UserSub } = await signUp();
    // Confirming runs the post-confirmation trigger, which puts the user in its type's group.
    await cognito.send(
      new AdminConfirmSignUpCommand({ UserPoolId: USER_POOL_ID, Username: phone }),
    );
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: USER_POOL_ID, Username: phone }),
    );
    expect(user.Username).toBe(UserSub);
    expect(user.UserAttributes).toContainEqual({ Name: 'phone_number', Value: phone });
    expect(user.UserAttributes?.map((a) => a.Name)).not.toContain('email');

    const signedIn = await phoneSignIn(
      cognito,
      phone,
      await signInTickets.issue(UserSub!, Date.now()),
    );
    const claims = decodeJwt(signedIn.tokens!.IdToken!);
    expect(claims).toMatchObject({ sub: UserSub, 'cognito:groups': ['cook'], phone_number: phone });
    expect(claims.email).toBeUndefined();

    // One account per number, whichever way it is made.
    expect(await signUp().catch(refusal)).toEqual({
      refused: 'UsernameExistsException',
      message: 'An account with the given phone_number already exists.',
    });
    const created = await cognito
      .send(
        new AdminCreateUserCommand({
          UserPoolId: USER_POOL_ID,
          Username: phone,
          MessageAction: 'SUPPRESS',
        }),
      )
      .catch(refusal);
    expect(created).toMatchObject({ refused: 'UsernameExistsException' });
  });

  it('is made by AdminCreateUser with a UUID user name too', async () => {
    const { USER_POOL_ID } = inject('settings');
    const phone = uniquePhone();
    const { User } = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: USER_POOL_ID,
        Username: phone,
        MessageAction: 'SUPPRESS',
      }),
    );
    expect(User?.Username).toMatch(/^[0-9a-f-]{36}$/);
    expect(User?.Attributes).toContainEqual({ Name: 'sub', Value: User?.Username });
    const found = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: USER_POOL_ID, Username: phone }),
    );
    expect(found.Username).toBe(User?.Username);
  });
});

describe('the failed sign-in limit counts phone sign-ins as it counts passwords', () => {
  it('counts a wrong ticket, takes a right one back, and locks out at the limit', async () => {
    // The limit's window is fixed: start well inside one, so every count lands in it.
    const windowMs = rateLimits['sign-in'].windowSeconds * 1000;
    const left = windowMs - (Date.now() % windowMs);
    if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    const user = await phoneUser('parent');
    const limit = rateLimits['sign-in'].limit;
    for (let i = 0; i < limit - 1; i += 1)
      expect(await phoneSignIn(cognito, user.phone, 'wrong')).toEqual(wrongAnswer);
    // limit - 1 failures: each success counts and is taken back, so both pass.
    for (let i = 0; i < 2; i += 1) {
      const ticket = await signInTickets.issue(user.uid, Date.now());
      expect(await phoneSignIn(cognito, user.phone, ticket)).toHaveProperty('tokens.IdToken');
    }
    expect(await phoneSignIn(cognito, user.phone, 'wrong')).toEqual(wrongAnswer);
    const ticket = await signInTickets.issue(user.uid, Date.now());
    expect(await phoneSignIn(cognito, user.phone, ticket)).toEqual({
      refused: 'UserLambdaValidationException',
      message: expect.stringMatching(
        /^PreAuthentication failed with error Too many failed sign-in attempts\. Please try again in \d+ minutes\.$/,
      ),
    });
  }, 60_000);
});
