import type { db } from './service.js';

type Write = Parameters<ReturnType<typeof db>['transaction']['write']>[0];

/** The entities as a transaction's callback receives them. */
export type Tx = Parameters<Write>[0];
/** What a transaction's callback returns: the commits, in order. */
export type Commits = ReturnType<Write>;
