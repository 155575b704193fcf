import type { Identity } from '../ports/identity.js';
import type { Mail } from '../ports/mail.js';
import type { QueuedMail } from '../ports/mail-queue.js';

/** What the account flows need from the outside world; handlers pass the real adapters. */
export interface AccountPorts {
  identity: Identity;
  sendMail: (mail: Mail) => Promise<void>;
  /** Puts an account e-mail on the mail queue: sent off the request path (account-mail.ts). */
  queueMail: (mail: QueuedMail) => Promise<void>;
  appUrl: string;
  now: () => number;
}
