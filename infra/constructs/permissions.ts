import type { IdentityNeed, StorageNeed } from '../../lambdas/ports/needs.js';

export const tableActions = {
  // No DescribeTable: nothing calls it (the call log check, test/support/grants, proves the rest).
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
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
 * The Cognito admin actions of each identity need (lambdas/ports/needs.ts), all on the stage's
 * user pool. Nothing else: SignUp and InitiateAuth are public calls (no IAM), and the Cognito
 * triggers hold their own grants (infra/auth.ts). The call log check (test/support/grants)
 * proves each action is used by a unit of each function that holds it.
 */
export const identityActions = {
  'identity:lookup': ['AdminGetUser'],
  'identity:confirm-sign-up': ['AdminConfirmSignUp'],
  'identity:set-email': ['AdminUpdateUserAttributes'],
  'identity:set-phone': ['AdminUpdateUserAttributes'],
  'identity:set-password': ['AdminSetUserPassword'],
  'identity:delete-user': ['AdminDeleteUser'],
  'identity:unlink-provider': ['AdminDisableProviderForUser'],
  'identity:read-groups': ['AdminListGroupsForUser'],
  'identity:user-type': ['AdminAddUserToGroup'],
  'identity:roles': ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup'],
  'identity:suspend': ['AdminDisableUser'],
  'identity:reinstate': ['AdminEnableUser'],
  'identity:end-sessions': ['AdminUserGlobalSignOut'],
} as const satisfies Record<IdentityNeed, readonly string[]>;

/**
 * The S3 actions of each storage need, on the users' files (`objects`: every key is
 * `<uid>/media/...`, or `incoming/<uid>/media/...` while an upload waits to be checked,
 * lambdas/core/profiles/user-files.ts) or on the bucket itself.
 */
export const storageActions = {
  'storage:read': { actions: ['s3:GetObject'], on: 'objects' },
  'storage:upload': { actions: ['s3:PutObject'], on: 'objects' },
  'storage:delete': { actions: ['s3:DeleteObject'], on: 'objects' },
  // ListObjectsV2 of a prefix; and HeadObject of a missing key answers 404, not 403, only
  // with it (docs/decisions/security-and-limits.md, "Least privilege, proven").
  'storage:list': { actions: ['s3:ListBucket'], on: 'bucket' },
} as const satisfies Record<StorageNeed, { actions: readonly string[]; on: 'objects' | 'bucket' }>;
