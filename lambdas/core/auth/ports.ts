import type { Identity } from '../../ports/identity.js';
import type { Mail } from '../../ports/mail.js';

/** What the account flows need from the outside world; handlers pass the real adapters. */
export interface AccountPorts {
  identity: Identity;
  sendMail: (mail: Mail) => Promise<void>;
  appUrl: string;
  now: () => number;
}
