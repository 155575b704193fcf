import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

export const trialStatuses = ['proposed', 'accepted', 'cancelled'] as const;
export const hireSides = ['parent', 'caregiver'] as const;

/**
 * A trial day of a hire (an accepted offer: job + caregiver), from its first proposal to what
 * both said after it (the state machine: trial-day-rules.ts). Keyed under the hire, so a hire's
 * trial days are one Query; each person's, across all their hires, are one Query on their index,
 * by the day's start (`at`: the accepted start, or the earliest time proposed).
 */
export const TrialDay = new Entity({
  model: { entity: 'trialDay', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    caregiver_id: { type: 'string', required: true, readOnly: true },
    trial_id: { type: 'string', required: true, readOnly: true },
    parent_id: { type: 'string', required: true, readOnly: true },
    /** The job's position, for lists. */
    position: { type: 'string' },
    /** The job's country's time zone, in which times are asked and shown. */
    zone: { type: 'string', required: true },
    status: { type: trialStatuses, required: true },
    /** The times on the table (1-3), from `proposed_by`; the other side answers. */
    options: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          start: { type: 'number', required: true },
          hours: { type: 'number', required: true },
          place: { type: 'string', required: true },
        },
      },
    },
    proposed_by: { type: hireSides, required: true },
    /** The side whose answer is awaited while proposed. */
    waiting_on: { type: hireSides, required: true },
    /** The accepted time (status accepted; kept when cancelled afterwards). */
    start: { type: 'number' },
    hours: { type: 'number' },
    place: { type: 'string' },
    /** Sort key of the people's indexes: the accepted start, else the earliest proposed. */
    at: { type: 'number', required: true },
    /** Bumped by every change: an answer names the version it answers, so a stale one fails. */
    version: { type: 'number', required: true },
    /** Why it was last moved or cancelled, and by which side. */
    reason: { type: 'string' },
    reason_by: { type: hireSides },
    /** After its start: each side's word on whether it happened, and the parent's decision. */
    parent_happened: { type: 'boolean' },
    caregiver_happened: { type: 'boolean' },
    go_on: { type: 'boolean' },
    /** Who reported it as not having happened (once each). */
    parent_reported: { type: 'boolean' },
    caregiver_reported: { type: 'boolean' },
    created: { type: 'number', required: true, readOnly: true },
    updated: { type: 'number', required: true },
  },
  indexes: {
    // a hire's trial days
    byHire: {
      pk: {
        field: 'pk',
        composite: ['post_id', 'caregiver_id'],
        template: 'HIRE#${post_id}#${caregiver_id}',
      },
      sk: { field: 'sk', composite: ['trial_id'], template: 'TRIAL#${trial_id}' },
    },
    // a parent's trial days, by start
    byParent: secondaryIndex(
      0,
      { composite: ['parent_id'], template: 'TRIALS#${parent_id}' },
      { composite: ['at', 'trial_id'], template: '${at}#${trial_id}' },
    ),
    // a caregiver's trial days, by start
    byCaregiver: secondaryIndex(
      1,
      { composite: ['caregiver_id'], template: 'TRIALS#${caregiver_id}' },
      { composite: ['at', 'trial_id'], template: 'TRIAL#${at}#${trial_id}' },
    ),
  },
});

export const reminderKinds = ['day', 'soon'] as const;

/**
 * A reminder of an accepted trial day to send at `due` (the day before, two hours before):
 * written with the acceptance, deleted with a move or a cancel, and deleted by the scheduled
 * job in the same transaction as the notices it sends, so each goes out once.
 */
export const TrialReminder = new Entity({
  model: { entity: 'trialReminder', version: '1', service: 'marketplace' },
  attributes: {
    post_id: { type: 'string', required: true, readOnly: true },
    caregiver_id: { type: 'string', required: true, readOnly: true },
    trial_id: { type: 'string', required: true, readOnly: true },
    kind: { type: reminderKinds, required: true, readOnly: true },
    due: { type: 'number', required: true, readOnly: true },
    /** The version of the trial day it reminds of. */
    version: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    // a trial day's reminders, beside it
    byTrial: {
      pk: {
        field: 'pk',
        composite: ['post_id', 'caregiver_id'],
        template: 'HIRE#${post_id}#${caregiver_id}',
      },
      sk: {
        field: 'sk',
        composite: ['trial_id', 'kind'],
        template: 'REMIND#${trial_id}#${kind}',
      },
    },
    // reminders due, soonest first
    byDue: secondaryIndex(
      0,
      { composite: [], template: 'TRIALREMINDERS' },
      {
        composite: ['due', 'post_id', 'caregiver_id', 'trial_id', 'kind'],
        template: '${due}#${post_id}#${caregiver_id}#${trial_id}#${kind}',
      },
    ),
  },
});
