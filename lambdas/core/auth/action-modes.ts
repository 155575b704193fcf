/** The kinds of e-mailed account links (/auth/{id}?mode=...). A plain file: the SPA imports it. */
export const actionModes = [
  'verifyEmail',
  'resetPassword',
  'recoverEmail',
  'verifyAndChangeEmail',
] as const;
export type ActionMode = (typeof actionModes)[number];
