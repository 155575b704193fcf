import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomBytes } from 'node:crypto';
import { currentTerms } from '../../../lambdas/core/reference/terms.js';
import { textsToSignInNumber } from '../../../lambdas/core/sms/sign-in-number.js';
import { users } from '../../../lambdas/core/users/users.js';
import { cognitoClient } from '../../../lambdas/ports/clients/cognito.js';
import { env } from '../../../lambdas/ports/env.js';
import { identity } from '../../../lambdas/ports/identity.js';

/**
 * The README's phone-only caregiver (issue 30): no e-mail and no password anyone knows; she signs
 * in with her number and the code texted to it (read at /local/sms), and fills in her profile.
 */
export const demoPhoneCaregiver = {
  phone: { country: 'ZM', national: '971000001', number: '+260971000001' },
} as const;

/**
 * Creates the account if absent, in the steps a start cut short resumes from: the Cognito user
 * (number verified), its group, its password (which confirms it), then the user record and its
 * texts, the record's completed sign-up last.
 */
export async function seedDemoPhoneCaregiver(now: number): Promise<string> {
  const { phone } = demoPhoneCaregiver;
  const UserPoolId = env('identity').USER_POOL_ID;
  const cognito = cognitoClient();
  let found = await identity.find(phone.number);
  if (!found) {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: phone.number,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'phone_number', Value: phone.number },
          { Name: 'phone_number_verified', Value: 'true' },
          { Name: 'custom:user_type', Value: 'childcarer' },
        ],
      }),
    );
    found = await identity.find(phone.number);
  }
  const uid = found!.uid;
  if (!found!.confirmed) {
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId, Username: uid, GroupName: 'childcarer' }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId,
        Username: uid,
        Password: randomBytes(24).toString('base64url'),
        Permanent: true,
      }),
    );
  }
  const record = await users.get(uid);
  if (record?.signup_compelete) return uid;
  if (!record)
    await users.create({
      uid,
      signInPhone: phone.number,
      user_type: 'childcarer',
      now,
      termsVersion: currentTerms.version,
    });
  await textsToSignInNumber(uid, phone, now);
  await users.completeSignUp(uid, now);
  return uid;
}
