import { inject } from 'vitest';
import { waitForItems } from './poll.js';

export interface SentMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
  replyTo?: string[];
}

/** Mail as a person reads it, through the app's own /local/mail.json (newest first). */
export async function mailTo(address: string): Promise<SentMail[]> {
  const response = await fetch(`${inject('baseUrl')}/local/mail.json`);
  const { emails } = (await response.json()) as { emails: SentMail[] };
  return emails.filter((mail) => mail.destination.to.includes(address));
}

const linkOf = (mail: SentMail, mode: string) =>
  new RegExp(`mode=${mode}&oobCode=([\\w-]+)`).exec(mail.body.text ?? '')?.[1];

/**
 * The oobCode of the newest e-mailed link of this mode sent to an address, once at least
 * `count` such mails arrived: account mail is sent by the mail queue's consumer, a little
 * after the request that asked for it has been answered.
 */
export async function latestCode(address: string, mode: string, count = 1): Promise<string> {
  const [newest] = await waitForMail(address, (mail) => linkOf(mail, mode) !== undefined, count);
  return linkOf(newest!, mode)!;
}

/** Waits until `count` mails to an address satisfy `match` (mail sent by event consumers). */
export const waitForMail = (
  address: string,
  match: (item: SentMail) => boolean,
  count = 1,
  timeoutMs = 10_000,
): Promise<SentMail[]> =>
  waitForItems(() => mailTo(address), match, { count, timeoutMs, what: `mail to ${address}` });
