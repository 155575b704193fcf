import { providePorts } from '../core/ports/provided.js';
import { mailAccount } from './mail-account.js';
import { sendMail } from './mail.js';

/** The mail service, for entry points whose core sends from the outbox (mail-outbox/attempt.ts). */
export const provideMailPorts = (): void => providePorts({ sendMail, mailAccount });
