import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

/**
 * An e-mail on its way out (docs/decisions/mail-and-sms.md, "The mail outbox"): written before the
 * first send and deleted once SES has taken it. `attempts` counts the claims; a claim is a
 * conditional update on it, so two senders never hold the same item at once. While claimed, `dueAt`
 * is the lease's end; otherwise it is when the next attempt is due. Items that failed too often are
 * parked with status `failed` for the admins (kept 30 days by TTL). Items SES refused because of
 * the account (the sandbox, paused sending) are `held`: retried slowly, and at once when the
 * account leaves the sandbox (`heldFor: 'sandbox'`), for days before parking.
 */
export const OutboxItem = new Entity({
  model: { entity: 'mailOutbox', version: '1', service: 'marketplace' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    mail: {
      type: 'map',
      required: true,
      readOnly: true,
      properties: {
        to: { type: 'string', required: true },
        subject: { type: 'string', required: true },
        text: { type: 'string', required: true },
        html: { type: 'string', required: true },
        replyTo: { type: 'string' },
      },
    },
    created: { type: 'number', required: true, readOnly: true },
    status: { type: ['pending', 'held', 'failed'] as const, required: true },
    attempts: { type: 'number', required: true },
    /** How often SES refused it because of the account (the slow backoff's exponent). */
    holds: { type: 'number' },
    /** What a held item waits for: the sandbox to be lifted, or the account's sending. */
    heldFor: { type: ['sandbox', 'account'] as const },
    dueAt: { type: 'number', required: true },
    /** dueAt zero-padded, then the id: the retrier's Query reads due items in order. */
    dueKey: { type: 'string', required: true },
    lastError: { type: 'string' },
    /** Set only when parked (seconds, DynamoDB TTL). */
    expiresAt: { type: 'number' },
  },
  indexes: {
    // outbox item by id
    byId: {
      pk: { field: 'pk', composite: ['id'], template: 'OUTBOX#${id}' },
      sk: { field: 'sk', composite: [], template: 'OUTBOX' },
    },
    // outbox items of a status, the soonest due first
    byStatus: secondaryIndex(
      0,
      { composite: ['status'], template: 'OUTBOX#${status}' },
      { composite: ['dueKey'], template: '${dueKey}' },
    ),
  },
});

const pad = (time: number) => String(Math.max(0, Math.floor(time))).padStart(13, '0');

/** The sort key of an item due at `dueAt`. */
export const dueKey = (dueAt: number, id: string) => `${pad(dueAt)}#${id}`;

/** Sort keys below this are due at `now`. */
export const dueBefore = (now: number) => pad(now + 1);
