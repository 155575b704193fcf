import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role, UserType } from '../../../lambdas/core/actor.js';
import { countedRole } from '../../../lambdas/core/admin-users/super-admins.js';
import { accredit } from '../../../lambdas/core/referrals/affiliates.js';
import { currentTerms } from '../../../lambdas/core/reference/terms.js';
import { users } from '../../../lambdas/core/users/users.js';
import { cognitoClient } from '../../../lambdas/ports/clients/cognito.js';
import { env } from '../../../lambdas/ports/env.js';
import { identity } from '../../../lambdas/ports/identity.js';

export const DEMO_PASSWORD = 'Demo-pass-2026';

export const demoAccounts: readonly { email: string; userType: UserType; groups: Role[] }[] = [
  { email: 'parent@demo.test', userType: 'parent', groups: ['parent'] },
  { email: 'caregiver@demo.test', userType: 'childcarer', groups: ['childcarer'] },
  { email: 'cook@demo.test', userType: 'cook', groups: ['cook'] },
  // An accredited affiliate: its referrals earn the higher commission.
  {
    email: 'institution@demo.test',
    userType: 'institution',
    groups: ['institution', 'accredited'],
  },
  // Admins have no user type of their own; they sign in as a parent-type record.
  { email: 'admin@demo.test', userType: 'parent', groups: ['admin', 'super_admin'] },
];

/**
 * Creates a confirmed, verified account in the user pool with its groups, if absent. The
 * password is set last: it confirms the account, so an account left unconfirmed by a start that
 * stopped half-way gets its groups and password on the next one.
 */
async function ensureAccount(email: string, userType: UserType, groups: Role[]): Promise<string> {
  const existing = await identity.find(email);
  if (existing?.confirmed) return existing.uid;
  const UserPoolId = env('identity').USER_POOL_ID;
  const cognito = cognitoClient();
  const uid = existing?.uid ?? (await createUnconfirmed(email, userType));
  for (const GroupName of groups) {
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: uid, GroupName }));
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId,
      Username: uid,
      Password: DEMO_PASSWORD,
      Permanent: true,
    }),
  );
  return uid;
}

async function createUnconfirmed(email: string, userType: UserType): Promise<string> {
  const { User } = await cognitoClient().send(
    new AdminCreateUserCommand({
      UserPoolId: env('identity').USER_POOL_ID,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'custom:user_type', Value: userType },
      ],
    }),
  );
  return User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? User!.Username!;
}

/** The demo accounts of the README, each with its user record; returns uid by e-mail. */
export async function seedDemoAccounts(now: number): Promise<Map<string, string>> {
  const uids = new Map<string, string>();
  for (const account of demoAccounts) {
    const uid = await ensureAccount(account.email, account.userType, account.groups);
    const record = await users.get(uid);
    // A record whose sign-up is complete was seeded whole: completing it is the last step.
    if (!record?.signup_compelete) {
      // The demo people accepted the terms in force when the demo was made.
      if (!record)
        await users.create({
          uid,
          email: account.email,
          user_type: account.userType,
          now,
          termsVersion: currentTerms.version,
        });
      // Staff first, so the admin is never in the parent total (stats.ts kindCounter).
      if (account.groups.some((group) => group === 'admin' || group === 'super_admin'))
        await users.setAccountFields(uid, { staff: true }, now);
      if (account.groups.includes('accredited')) await accredit(identity, uid, now);
      await users.completeSignUp(uid, now);
    }
    // super_admins are counted (idempotently) so that the last one cannot be removed
    if (account.groups.includes('super_admin')) await countedRole.add(uid, now);
    uids.set(account.email, uid);
  }
  return uids;
}
