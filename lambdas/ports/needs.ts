/**
 * The AWS resources a function may need, named once for the route table, the event consumers
 * and infra. They name what the adapters in this folder reach, so they sit beside them: below
 * both kinds of entry, neither of which may import the other.
 */

/**
 * Cognito admin calls, one need per purpose; infra/constructs/permissions.ts lists the IAM
 * actions of each. Every one of them also brings the pool's settings (SignUp and InitiateAuth,
 * which any identity flow may make, are public APIs and need no IAM permission).
 */
export type IdentityNeed =
  /** Find an account by e-mail or uid (AdminGetUser). */
  | 'identity:lookup'
  /** Confirm a sign-up once our e-mailed link is opened (AdminConfirmSignUp). */
  | 'identity:confirm-sign-up'
  /** Set an account's verified e-mail address (AdminUpdateUserAttributes). */
  | 'identity:set-email'
  /** Set an account's phone number, proved by a texted code, as verified (AdminUpdateUserAttributes). */
  | 'identity:set-phone'
  /** Set a new password, after a reset link or re-authentication (AdminSetUserPassword). */
  | 'identity:set-password'
  /** Delete the sign-in of an account (AdminDeleteUser). */
  | 'identity:delete-user'
  /** Stop a social provider signing in to an account (AdminDisableProviderForUser). */
  | 'identity:unlink-provider'
  /** Read the groups (roles) of an account (AdminListGroupsForUser). */
  | 'identity:read-groups'
  /** Join the group of one's chosen user type (AdminAddUserToGroup). */
  | 'identity:user-type'
  /** Grant and take back roles (AdminAddUserToGroup, AdminRemoveUserFromGroup). */
  | 'identity:roles'
  /** Suspend an account: no more sign-ins (AdminDisableUser). */
  | 'identity:suspend'
  /** Lift a suspension (AdminEnableUser). */
  | 'identity:reinstate'
  /** End every session of an account: revoke its refresh tokens (AdminUserGlobalSignOut). */
  | 'identity:end-sessions';

/**
 * The uploads bucket, by what a handler does with its files (infra/constructs/permissions.ts:
 * the S3 actions). A presigned link acts with the signer's permission, so handing one out is
 * that action.
 */
export type StorageNeed =
  /** Read files and hand out links to read them (s3:GetObject). */
  | 'storage:read'
  /** Hand out presigned uploads and write files (s3:PutObject). */
  | 'storage:upload'
  /** Delete files (s3:DeleteObject). */
  | 'storage:delete'
  /**
   * List a user's files, and tell a missing upload (404) from a refused one (403) when checking
   * what arrived (s3:ListBucket).
   */
  | 'storage:list';

/**
 * What a function touches, an HTTP handler (lambdas/http/route.ts) or an event consumer
 * (lambdas/events). infra/constructs/app-function.ts turns each need into exactly the IAM grant
 * and settings it requires, so permissions never drift from the code.
 */
export type Need =
  | 'data:read'
  | 'data:write'
  | IdentityNeed
  | 'mail'
  | StorageNeed
  | 'events'
  /** Reverse geocoding (Amazon Location place index; the reference data locally). */
  | 'geocoding'
  /** The payment provider's API and webhook secret (lambdas/ports/payments.ts). */
  | 'payments'
  /** Sending texts through End User Messaging SMS (lambdas/ports/sms.ts). */
  | 'sms'
  /**
   * Texting codes at a request's asking: the stage's daily spending ceiling on texts (settings
   * only; the texts themselves go out through the text outbox, core/mail-outbox/text-outbox.ts).
   */
  | 'sms:codes'
  /** Putting messages on the paced mail queue (lambdas/ports/mail-queue.ts). */
  | 'mail:queue'
  /** Putting a view on the views queue, to be counted off the request path (ports/views-queue.ts). */
  | 'views:queue'
  /** Reading the SES account's sending state and rate (lambdas/ports/mail-account.ts). */
  | 'mail:account'
  /**
   * Writing e-mail to the outbox, sent after the answer from the table's stream
   * (lambdas/core/mail-outbox/outbox.ts): the mail settings (the app's address for links, the
   * team's inbox), no permission beyond the table's.
   */
  | 'mail:outbox'
  /** Read-only describe calls on every backing service, for GET /api/health. */
  | 'probe';
