/** One e-mail, as core writes it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** Sends one e-mail right now; throws what the mail service refused (mail-outbox/refusals.ts). */
export type SendMail = (mail: Mail) => Promise<void>;
