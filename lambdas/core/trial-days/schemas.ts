import * as z from 'zod';
import { hireParams } from '../hires/schemas.js';

/* No entity or db imports here: the SPA's route contracts read these schemas. */

export const TRIAL_TIMES_MAX = 3;
export const TRIAL_HOURS_MAX = 12;
export const TRIAL_DAYS_AHEAD_MAX = 90;
export const TRIAL_PLACE_MAX = 120;
export const TRIAL_REASON_MAX = 300;

export const trialParams = hireParams.extend({
  trial: z.string().regex(/^[\w-]{1,64}$/, 'Invalid trial day'),
});
export type TrialParams = z.output<typeof trialParams>;

const dateMessage = 'Choose the day of the trial day';
const timeMessage = 'Choose the time the trial day starts';
const hoursMessage = 'A trial day lasts 1 to 12 hours';

/** One time, as a person there types it: the day and start on their country's clock. */
export const trialTime = z.strictObject({
  date: z.string({ error: dateMessage }).regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage),
  start: z.string({ error: timeMessage }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeMessage),
  hours: z
    .number({ error: hoursMessage })
    .int(hoursMessage)
    .min(1, hoursMessage)
    .max(TRIAL_HOURS_MAX, hoursMessage),
  /** Where; the family's town when left out. */
  place: z
    .string()
    .trim()
    .max(TRIAL_PLACE_MAX, 'The place should be 120 characters or fewer')
    .optional(),
});
export type TrialTimeInput = z.output<typeof trialTime>;

const timesMessage = 'Propose one to three times';
const times = z
  .array(trialTime, { error: timesMessage })
  .min(1, timesMessage)
  .max(TRIAL_TIMES_MAX, timesMessage);

const reasonMessage = 'Say why, in a few words';
const reason = z
  .string({ error: reasonMessage })
  .trim()
  .min(1, reasonMessage)
  .max(TRIAL_REASON_MAX, 'The reason should be 300 characters or fewer');

const versionMessage = 'Reload the page: this trial day has changed';
/** The version of the trial day the caller saw: a change meanwhile makes the answer fail. */
const version = z.number({ error: versionMessage }).int(versionMessage).min(0, versionMessage);

export const proposeBody = z.strictObject({ times });
/** New times: a counter-proposal (no reason needed) or a move (with a reason). */
export const timesBody = z.strictObject({ times, version, reason: reason.optional() });
export const acceptBody = z.strictObject({
  option: z
    .number({ error: 'Choose one of the times' })
    .int('Choose one of the times')
    .min(0, 'Choose one of the times')
    .max(TRIAL_TIMES_MAX - 1, 'Choose one of the times'),
  version,
});
export const cancelBody = z.strictObject({ reason, version });
export const happenedBody = z.strictObject({
  happened: z.boolean({ error: 'Say whether the trial day happened' }),
});
export const decisionBody = z.strictObject({
  go_on: z.boolean({ error: 'Say whether you go on to an agreement' }),
});
export const reportBody = z.strictObject({ reason });

const side = z.enum(['parent', 'caregiver']);
/** A time, with how people there read it ("2026-11-29", "14:00", in `zone`). */
const timeView = z.object({
  start: z.number(),
  hours: z.number(),
  place: z.string(),
  day: z.string(),
  time: z.string(),
});

export const trialDayView = z.object({
  trial_id: z.string(),
  post_id: z.string(),
  caregiver_id: z.string(),
  position: z.string().nullable(),
  /** The country's time zone (Africa/Lusaka in Zambia): `day` and `time` are on its clock. */
  zone: z.string(),
  status: z.enum(['proposed', 'accepted', 'cancelled']),
  /** The caller's side of the hire. */
  side,
  /** The other person. */
  other: z.object({ uid: z.string(), name: z.string() }),
  proposed_by: side,
  waiting_on: side,
  options: z.array(timeView),
  /** The accepted time. */
  chosen: timeView.nullable(),
  version: z.number(),
  reason: z.string().nullable(),
  reason_by: side.nullable(),
  /** Whether its (accepted) start has passed: then each side says whether it happened. */
  begun: z.boolean(),
  parent_happened: z.boolean().nullable(),
  caregiver_happened: z.boolean().nullable(),
  go_on: z.boolean().nullable(),
  /** Whether the caller reported it as not having happened. */
  reported: z.boolean(),
  created: z.number(),
  updated: z.number(),
});
export type TrialDayView = z.output<typeof trialDayView>;

export const trialDayResponse = z.object({ trialDay: trialDayView });
export const hireTrialDaysResponse = z.object({
  side,
  other: z.object({ uid: z.string(), name: z.string() }),
  position: z.string().nullable(),
  zone: z.string(),
  /** Where a trial day is unless said otherwise: the family's town. */
  town: z.string(),
  trialDays: z.array(trialDayView),
});
export const myTrialDaysResponse = z.object({
  upcoming: z.array(trialDayView),
  past: z.array(trialDayView),
});
export const reportedResponse = z.object({ message: z.string(), trialDay: trialDayView });
