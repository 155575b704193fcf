import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForMail } from '../support/mail.js';
import { waitForItems } from '../support/poll.js';
import { lusakaClock } from '../support/trial-days.js';
import { heading } from './browser.js';
import type { hiredPair } from './hired-pair.js';

/*
 * A hire's trial days as its two people arrange them in the browser. Each step takes the page
 * it acts on (signed in as one of the pair, on any screen) and the pair, so a journey can chain
 * them with its own steps before and after (the agreement, say).
 */

export type HiredPair = Awaited<ReturnType<typeof hiredPair>>;

/** A time as typed into the form: the day and start on Lusaka's clock, hours, and a place. */
export interface TypedTime {
  date: string;
  start: string;
  hours: number;
  place?: string;
}

/**
 * A time at least `aheadMs` from now on a whole minute (the form's inputs are to the minute):
 * the instant, and the fields as Lusaka's clock reads it.
 */
export function timeAhead(aheadMs: number, hours = 3, place?: string) {
  const at = Math.ceil((Date.now() + aheadMs) / 60_000) * 60_000;
  const typed: TypedTime = { ...lusakaClock(at), hours, ...(place ? { place } : {}) };
  return { at, typed };
}

const hirePath = (pair: HiredPair) => `/hires/${pair.job}/${pair.nanny.uid}`;

/** The one trial day of the hire page (the journeys keep one per hire). */
export const trialCard = (page: Page) =>
  page.getByRole('listitem', { name: 'Trial day', exact: true });

/** From the account navigation's Hires page, opens this pair's hire. */
export async function openHire(page: Page, pair: HiredPair) {
  await page.goto('/hires');
  await heading(page, 'Hires').waitFor();
  await page
    .getByRole('list', { name: 'Your hires' })
    .locator(`a[href="${hirePath(pair)}"]`)
    .first()
    .click();
  await page.waitForURL((url) => url.pathname === hirePath(pair));
  await page.getByRole('heading', { name: 'Trial days', level: 2 }).waitFor();
}

/** Fills the times form shown in `scope` (one row per time) and sends it with `send`. */
async function fillTimes(page: Page, times: TypedTime[], send: string, reason?: string) {
  const form = page.locator('form.trial-times');
  for (const [index, time] of times.entries()) {
    if (index > 0) await form.getByRole('button', { name: 'Add another time' }).click();
    const row = form.getByRole('group', { name: `Time ${index + 1}` });
    await row.getByLabel('Day').fill(time.date);
    await row.getByLabel('Starts at').fill(time.start);
    await row.getByLabel('Hours').fill(String(time.hours));
    if (time.place) await row.getByLabel('Place').fill(time.place);
  }
  if (reason) await form.getByLabel('Why?').fill(reason);
  await form.getByRole('button', { name: send }).click();
  await form.waitFor({ state: 'detached' });
}

/** On the hire page: proposes a new trial day with one to three times. */
export async function proposeTrialDay(page: Page, times: TypedTime[]) {
  await page.getByRole('button', { name: 'Propose a trial day' }).click();
  await fillTimes(page, times, 'Send the proposal');
  await expectTimesShown(page, times);
}

/** Reloads the hire page, so what the other side did meanwhile is shown. */
async function reloadHire(page: Page) {
  await page.reload();
  await page.getByRole('heading', { name: 'Trial days', level: 2 }).waitFor();
  await trialCard(page).waitFor();
}

/** Answers the proposal with other times (the side waited on). */
export async function proposeOtherTimes(page: Page, times: TypedTime[]) {
  await reloadHire(page);
  await trialCard(page).getByRole('button', { name: 'Propose other times' }).click();
  await fillTimes(page, times, 'Send these times');
  await expectTimesShown(page, times);
}

/** Moves the accepted trial day to new times, with a reason. */
export async function moveTrialDay(page: Page, times: TypedTime[], reason: string) {
  await reloadHire(page);
  await trialCard(page).getByRole('button', { name: 'Move it' }).click();
  await fillTimes(page, times, 'Move the trial day', reason);
  await trialCard(page).getByText(`Your reason: ${reason}`).waitFor();
  await expectTimesShown(page, times);
}

/** The card lists these times (by their start on Lusaka's clock). */
async function expectTimesShown(page: Page, times: TypedTime[]) {
  for (const time of times) await trialCard(page).getByText(time.start).first().waitFor();
}

/**
 * Accepts the proposed time that starts at `start` (Lusaka's clock, "14:05"), after reloading
 * the page so the other side's latest proposal is shown.
 */
export async function acceptTime(page: Page, start: string) {
  await reloadHire(page);
  const option = trialCard(page)
    .getByRole('list', { name: 'Times proposed' })
    .getByRole('listitem')
    .filter({ hasText: start });
  await option.getByRole('button', { name: 'Accept this time' }).click();
  await trialCard(page).getByText('Agreed', { exact: true }).waitFor();
  await trialCard(page).getByText(start).waitFor();
}

/** Both people were reminded by e-mail of the trial day starting at `at` (Lusaka's clock). */
export async function expectRemindedByMail(pair: HiredPair, at: number) {
  const { date, start } = lusakaClock(at);
  for (const address of [pair.parent.email, pair.nanny.email]) {
    const [mail] = await waitForMail(
      address,
      (m) => m.subject.includes('Trial day') && m.subject.includes(`${date} ${start}`),
    );
    expect(mail!.body.text).toContain('Africa/Lusaka');
    expect(mail!.body.text).toContain(hirePath(pair));
  }
}

/**
 * Once the accepted day has started (the page is reloaded until it asks; up to 2 minutes), says
 * whether it happened.
 */
export async function confirmHappened(page: Page, happened = true) {
  const question = page.getByRole('group', { name: 'Did the trial day happen?' });
  await waitForItems(
    async () => {
      await reloadHire(page);
      return (await question.count()) ? [true] : [];
    },
    Boolean,
    { timeoutMs: 120_000, what: 'the trial day to start' },
  );
  await question
    .getByRole('button', { name: happened ? 'Yes, it happened' : 'No, it did not' })
    .click();
  await trialCard(page)
    .getByText(happened ? 'You said it happened.' : 'You said it did not happen.')
    .waitFor();
}

/** The family decides whether to go on to an agreement. */
export async function decideGoOn(page: Page, goOn = true) {
  const question = page.getByRole('group', { name: 'Do you want to go on to a work agreement?' });
  await question.getByRole('button', { name: goOn ? 'Yes, go on' : 'No, stop here' }).click();
  await trialCard(page)
    .getByText(goOn ? 'You chose to go on to an agreement.' : 'You chose not to go on.')
    .waitFor();
}
