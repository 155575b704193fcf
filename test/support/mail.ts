import { inject } from 'vitest';
import { waitForItems } from './poll.js';

export interface SentMail {
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
  replyTo?: string[];
}

/**
 * Waits until the stack at `baseUrl` has e-mailed and texted what was written so far: requests
 * send nothing themselves, the table stream's consumer does after they answered
 * (infra/local/streams.ts). Bounded by the stack (503 after 30 s).
 */
export async function deliveredAt(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/local/deliveries/idle`);
  if (response.status !== 200)
    throw new Error(`deliveries not done: ${response.status} ${await response.text()}`);
}

/**
 * Mail to an address as a stack at `baseUrl` shows it on /local/mail.json (newest first), once
 * what was written before the call has been delivered.
 */
export async function mailAt(baseUrl: string, address: string): Promise<SentMail[]> {
  await deliveredAt(baseUrl);
  const response = await fetch(`${baseUrl}/local/mail.json`);
  const { emails } = (await response.json()) as { emails: SentMail[] };
  return emails.filter((mail) => mail.destination.to.includes(address));
}

/** Mail as a person reads it, through the app's own /local/mail.json (newest first). */
export const mailTo = (address: string): Promise<SentMail[]> => mailAt(inject('baseUrl'), address);

/**
 * The verification link's code mailed to an address by a stack of a test's own, once it
 * arrived (the mail queue's consumer sends it a little after registration is answered).
 */
export async function verificationCodeAt(baseUrl: string, address: string): Promise<string> {
  const [mail] = await waitForItems(
    () => mailAt(baseUrl, address),
    (item) => linkOf(item, 'verifyEmail') !== undefined,
    { timeoutMs: 60_000, what: `verification mail to ${address}` },
  );
  return linkOf(mail!, 'verifyEmail')!;
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
  // Generous: under a full parallel run the paced queue also carries job-match fan-outs.
  timeoutMs = 60_000,
): Promise<SentMail[]> =>
  waitForItems(() => mailTo(address), match, { count, timeoutMs, what: `mail to ${address}` });
