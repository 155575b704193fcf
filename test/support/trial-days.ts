import { expect } from 'vitest';
import { api } from './api.js';

/** A hire's trial-day routes. */
export const trialDaysPath = (job: string, caregiver: string) =>
  `/api/hires/${job}/${caregiver}/trial-days`;

const LUSAKA_OFFSET = 2 * 3_600_000; // Zambia keeps UTC+2 all year (no summer time)

/** How Lusaka's clock reads an instant, worked out apart from the app's own code. */
export function lusakaClock(at: number) {
  const iso = new Date(at + LUSAKA_OFFSET).toISOString();
  return { date: iso.slice(0, 10), start: iso.slice(11, 16) };
}

/**
 * A trial-day time starting at least `aheadMs` from now, on a whole minute (times are typed to
 * the minute): the form's fields as Lusaka's clock reads it, and the instant.
 */
export function slotAhead(aheadMs: number, hours = 4, place?: string) {
  const at = Math.ceil((Date.now() + aheadMs) / 60_000) * 60_000;
  return { at, time: { ...lusakaClock(at), hours, ...(place ? { place } : {}) } };
}

/** Proposes times on a hire and answers the trial day made. */
export async function proposeTimes(
  token: string,
  job: string,
  caregiver: string,
  times: Record<string, unknown>[],
) {
  const proposed = await api('POST', trialDaysPath(job, caregiver), { token, body: { times } });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  return proposed.body.trialDay as TrialDayAnswer;
}

/** Accepts one of a trial day's times, as the side waited on. */
export async function acceptTime(
  token: string,
  trial: TrialDayAnswer,
  option = 0,
): Promise<TrialDayAnswer> {
  const path = `${trialDaysPath(trial.post_id, trial.caregiver_id)}/${trial.trial_id}/accept`;
  const accepted = await api('PUT', path, { token, body: { option, version: trial.version } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return accepted.body.trialDay as TrialDayAnswer;
}

export interface TrialDayAnswer {
  trial_id: string;
  post_id: string;
  caregiver_id: string;
  status: string;
  version: number;
  waiting_on: string;
  proposed_by: string;
  zone: string;
  options: { start: number; hours: number; place: string; day: string; time: string }[];
  chosen: { start: number; hours: number; place: string; day: string; time: string } | null;
  begun: boolean;
  reason: string | null;
  parent_happened: boolean | null;
  caregiver_happened: boolean | null;
  go_on: boolean | null;
  reported: boolean;
}
