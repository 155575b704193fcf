import { randomInt } from 'node:crypto';
import { expect, inject } from 'vitest';
import { api } from './api.js';
import { deliveredAt } from './mail.js';
import { waitForItems } from './poll.js';

export interface SentText {
  to: string;
  body: string;
  at: number;
}

/** A Zambian mobile number nobody else in the run uses: as typed at home, and as E.164. */
export function freshNumber() {
  const rest = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return { typed: `097 ${rest.slice(0, 3)} ${rest.slice(3)}`, e164: `+26097${rest}` };
}

/** Texts sent to a number, newest first, through the app's own /local/sms.json, once delivered. */
export async function textsTo(number: string): Promise<SentText[]> {
  await deliveredAt(inject('baseUrl'));
  const response = await fetch(`${inject('baseUrl')}/local/sms.json`);
  const { texts } = (await response.json()) as { texts: SentText[] };
  return texts.filter((text) => text.to === number);
}

/** Waits until `count` texts to a number satisfy `match` (texts sent by event consumers). */
export const waitForText = (
  number: string,
  match: (item: SentText) => boolean,
  count = 1,
  timeoutMs = 10_000,
): Promise<SentText[]> =>
  waitForItems(() => textsTo(number), match, { count, timeoutMs, what: `text to ${number}` });

/** The newest confirmation code texted to a number. */
export async function latestSmsCode(number: string): Promise<string> {
  for (const text of await textsTo(number)) {
    const match = /\b(\d{6})\b/.exec(text.body);
    if (match) return match[1]!;
  }
  throw new Error(`no code texted to ${number}`);
}

/** A reply from a phone to our number, as the local outbox page sends it. */
export async function replyFrom(number: string, body: string) {
  const response = await fetch(`${inject('baseUrl')}/local/sms/reply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: number, body }),
  });
  expect(response.status).toBe(200);
}

/** Adds a fresh number, confirms it with the texted code and chooses these topics. */
export async function textsOn(token: string, topics: Partial<Record<string, boolean>>) {
  const number = freshNumber();
  const added = await api('PUT', '/api/account/sms/phone', {
    token,
    body: { country: 'ZM', number: number.typed },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const code = await latestSmsCode(number.e164);
  expect((await api('POST', '/api/account/sms/confirm', { token, body: { code } })).status).toBe(
    200,
  );
  const chosen = await api('PUT', '/api/account/sms/topics', {
    token,
    body: { jobMatches: false, applications: false, offers: false, messages: false, ...topics },
  });
  expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
  return number.e164;
}
