/** The kinds of e-mailed account links (/auth/{id}?mode=...). A plain file: the SPA imports it. */
export const actionModes = [
  'verifyEmail',
  'resetPassword',
  'recoverEmail',
  'verifyAndChangeEmail',
  /** The link in job e-mails: stop them, without signing in. */
  'unsubscribe',
] as const;
export type ActionMode = (typeof actionModes)[number];
