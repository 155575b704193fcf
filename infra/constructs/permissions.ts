import type { AppAuth } from '../auth.js';
import type { AppData } from '../data.js';
import type { AppEvents } from '../events.js';
import type { AppGeocoding } from '../geocoding.js';
import type { AppMail } from '../mail.js';
import type { AppPayments } from '../payments.js';
import type { AppSms } from '../sms.js';
import type { AppStorage } from '../storage.js';

/** Everything a function may be bound to; each `Need` maps to one of these. */
export interface AppResources {
  data: AppData;
  auth: AppAuth;
  mail: AppMail;
  storage: AppStorage;
  events: AppEvents;
  geocoding: AppGeocoding;
  payments: AppPayments;
  sms: AppSms;
}

export const tableActions = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:DescribeTable'],
  // Transactions are authorized through these item actions; Scan is never granted (DESIGN.md).
  write: [
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
  ],
} as const;

/**
 * Only the Cognito admin calls the handlers make (SignUp and InitiateAuth are public calls, no
 * IAM). test/infra/iam.test.ts checks that every admin command in lambdas/ is listed here.
 */
export const identityActions = [
  'AdminConfirmSignUp',
  'AdminGetUser',
  'AdminUpdateUserAttributes',
  'AdminSetUserPassword',
  'AdminDeleteUser',
  'AdminAddUserToGroup',
  'AdminRemoveUserFromGroup',
  'AdminListGroupsForUser',
  'AdminInitiateAuth',
  'AdminUserGlobalSignOut',
  'ListUsers',
  // Linking and unlinking a social provider in settings.
  'AdminLinkProviderForUser',
  'AdminDisableProviderForUser',
  // Suspending an account and lifting the suspension (admin reports).
  'AdminDisableUser',
  'AdminEnableUser',
].map((action) => `cognito-idp:${action}`);
