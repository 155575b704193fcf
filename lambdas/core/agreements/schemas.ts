import * as z from 'zod';

/* No entity or db imports here: the SPA's route contracts read these schemas. */

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const liveInOut = ['live-in', 'live-out'] as const;
export const agreementStatuses = ['proposed', 'changes-asked', 'accepted'] as const;
export type AgreementStatus = (typeof agreementStatuses)[number];

export const COMMENT_MAX = 1000;
export const OTHER_DUTIES_MAX = 500;

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const time = (message: string) =>
  z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

/**
 * The terms a parent writes into a work agreement. The position and the currency come from the
 * hire (its offer and job), never from the body. Duties are the numbers (1, 2, ...) of the duties
 * the roles-and-duties reference lists for the position (reference/category-content.ts), so each
 * reads in the reader's language; anything else goes in `other_duties`, in the parent's words.
 */
export const agreementTerms = z
  .strictObject({
    duties: z
      .array(whole('Choose duties from the list', 1, 20), { error: 'Choose duties from the list' })
      .max(20, 'Choose duties from the list')
      .refine((list) => new Set(list).size === list.length, 'Choose duties from the list'),
    other_duties: z
      .string({ error: 'Write other duties as text' })
      .trim()
      .max(OTHER_DUTIES_MAX, `Other duties should be ${OTHER_DUTIES_MAX} characters or fewer`)
      .default(''),
    work_days: z
      .array(z.enum(weekdays, { error: 'Choose the work days' }), {
        error: 'Choose the work days',
      })
      .min(1, 'Choose at least one work day')
      .max(7, 'Choose the work days')
      .refine((days) => new Set(days).size === days.length, 'Choose the work days'),
    start_time: time('Give the start time as HH:MM'),
    end_time: time('Give the end time as HH:MM'),
    live_in_out: z.enum(liveInOut, { error: 'Choose live-in or live-out' }),
    start_date: z
      .string({ error: 'Give the start date' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the start date')
      .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Give the start date'),
    wage_minor: z
      .number({ error: 'Give the monthly wage' })
      .int('Give the monthly wage in whole units')
      .positive('Give the monthly wage')
      .max(1_000_000_000, 'Give the monthly wage'),
    pay_day: whole('The pay day is a day of the month, 1 to 31', 1, 31),
    leave_days: whole('Paid leave is 0 to 60 days a year', 0, 60),
    sick_days: whole('Sick days are 0 to 365 days a year', 0, 365),
    notice_days: whole('The notice period is 0 to 180 days', 0, 180),
    trial_days: whole('The trial period is 0 to 180 days', 0, 180),
    trial_notice_days: whole('Notice during the trial is 0 to 30 days', 0, 30),
  })
  .refine((t) => t.end_time > t.start_time, {
    path: ['end_time'],
    message: 'The working day ends after it starts',
  });
export type AgreementTerms = z.output<typeof agreementTerms>;

/** Weekly hours of the terms: days times the length of a working day. */
export function weeklyHours(terms: Pick<AgreementTerms, 'work_days' | 'start_time' | 'end_time'>) {
  const minutes = (at: string) => Number(at.slice(0, 2)) * 60 + Number(at.slice(3, 5));
  return (terms.work_days.length * (minutes(terms.end_time) - minutes(terms.start_time))) / 60;
}

/** PUT .../agreement: the parent proposes (or revises) the terms; `version` is the one they saw. */
export const draftBody = z.strictObject({
  terms: agreementTerms,
  /** The current version the parent revised (absent for the first draft). */
  version: z
    .number({ error: 'Invalid version' })
    .int('Invalid version')
    .min(1, 'Invalid version')
    .optional(),
});
export type DraftInput = z.output<typeof draftBody>;

const versionField = z
  .number({ error: 'Say which version you answer' })
  .int('Say which version you answer')
  .min(1, 'Say which version you answer');

/** The caregiver accepts the version they read (refused once another is current). */
export const acceptBody = z.strictObject({ version: versionField });
/** The caregiver asks for changes to the version they read, saying what. */
export const changesBody = z.strictObject({
  version: versionField,
  comment: z
    .string({ error: 'Say what you would like changed' })
    .trim()
    .min(1, 'Say what you would like changed')
    .max(COMMENT_MAX, `The comment should be ${COMMENT_MAX} characters or fewer`),
});

const sourceView = z.object({
  title: z.string(),
  instrument: z.string(),
  date: z.string(),
  url: z.string(),
  quote: z.string(),
});

/** The country's statutory minimums as the agreement shows them; absent figures are unsourced. */
export const minimumsView = z.object({
  country: z.string(),
  currency: z.string(),
  /** False when no figure of the country is sourced: the agreement says so. */
  sourced: z.boolean(),
  wage: z
    .object({ monthlyMinor: z.number(), weeklyHours: z.number(), source: sourceView })
    .optional(),
  annualLeaveDays: z.object({ days: z.number(), source: sourceView }).optional(),
  sickDays: z.object({ days: z.number(), source: sourceView }).optional(),
  noticeDays: z.object({ days: z.number(), source: sourceView }).optional(),
});

export const termsView = z.object({
  position: z.string(),
  currency: z.string(),
  duties: z.array(z.number()),
  other_duties: z.string(),
  work_days: z.array(z.enum(weekdays)),
  start_time: z.string(),
  end_time: z.string(),
  live_in_out: z.enum(liveInOut),
  start_date: z.string(),
  wage_minor: z.number(),
  pay_day: z.number(),
  leave_days: z.number(),
  sick_days: z.number(),
  notice_days: z.number(),
  trial_days: z.number(),
  trial_notice_days: z.number(),
});

export const versionView = z.object({
  version: z.number(),
  terms: termsView,
  proposedAt: z.number(),
  /** The caregiver's request for changes to this version, if they made one. */
  comment: z.string().optional(),
  commentAt: z.number().optional(),
});

const person = z.object({ uid: z.string(), name: z.string() });

/** An agreement with every version, oldest first, as its two people read it. */
export const agreementResponse = z.object({
  post_id: z.string(),
  caregiver_id: z.string(),
  parent: person,
  caregiver: person,
  status: z.enum(agreementStatuses),
  version: z.number(),
  created: z.number(),
  updated: z.number(),
  acceptedAt: z.number().optional(),
  /** The country's time zone, for the dates shown. */
  timeZone: z.string(),
  /** Which side the reader is on. */
  side: z.enum(['parent', 'caregiver']),
  minimums: minimumsView,
  versions: z.array(versionView),
});

/** What a parent's draft form starts from: the hire's offer and job, and the minimums. */
export const draftStartResponse = z.object({
  agreement: agreementResponse.nullable(),
  side: z.enum(['parent', 'caregiver']),
  position: z.string(),
  /** How many duties the reference lists for the position. */
  dutyCount: z.number(),
  currency: z.string(),
  minimums: minimumsView,
  timeZone: z.string(),
  /** Prefill from the job: its plain salary in minor units (when it reads as one number). */
  prefill: z.object({
    wage_minor: z.number().optional(),
    start_date: z.string().optional(),
    live_in_out: z.enum(liveInOut).optional(),
  }),
});

export const myAgreementView = z.object({
  post_id: z.string(),
  caregiver_id: z.string(),
  position: z.string(),
  other: person,
  status: z.enum(agreementStatuses),
  version: z.number(),
  updated: z.number(),
  acceptedAt: z.number().optional(),
  /** The country's time zone, for the dates shown. */
  timeZone: z.string(),
});
export const myAgreementsResponse = z.object({ agreements: z.array(myAgreementView) });

/** What an admin sees of an agreement: that it exists, its status and dates; terms once reported. */
export const adminAgreementResponse = z.object({
  post_id: z.string(),
  caregiver_id: z.string(),
  parent_id: z.string(),
  status: z.enum(agreementStatuses),
  version: z.number(),
  created: z.number(),
  updated: z.number(),
  acceptedAt: z.number().optional(),
  reported: z.boolean(),
  /** The versions, only when someone reported the agreement. */
  versions: z.array(versionView).optional(),
});
