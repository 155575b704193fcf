import { Entity } from 'electrodb';
import { secondaryIndex } from '../db/table.js';

const count = { type: 'number', required: true, default: 0 } as const;
const flag = { type: 'boolean', required: true, default: false } as const;

/**
 * A thread between one parent and one caregiver: one per pair (the id is derived from the pair,
 * so opening it is a conditional create). It carries each side's unread count, read time, block
 * and last e-mail notice, whether the caregiver shares their contact details, and the last message's preview, so a list page is one Query.
 */
export const Conversation = new Entity({
  model: { entity: 'conversation', version: '1', service: 'marketplace' },
  attributes: {
    conversation_id: { type: 'string', required: true, readOnly: true },
    parent_id: { type: 'string', required: true, readOnly: true },
    caregiver_id: { type: 'string', required: true, readOnly: true },
    /** childcarer or cook, so a list names the other side's type without a read. */
    caregiver_type: { type: 'string', required: true, readOnly: true },
    created: { type: 'number', required: true, readOnly: true },
    /** The latest activity (opening, then each message): the lists' sort key. */
    lastAt: { type: 'number', required: true },
    /** The last message: its first 120 characters, sender and time. */
    preview: { type: 'string' },
    lastFrom: { type: 'string' },
    lastSentAt: { type: 'number' },
    lastMessageId: { type: 'string' },
    /**
     * Messages of this thread an admin hid (ADD/DELETE with the hide, unconditionally): the
     * lists show a notice instead of a preview whose lastMessageId is among them.
     */
    hiddenMessages: { type: 'set', items: 'string' },
    /** Messages to each side not yet read (atomic ADD; zeroed by that side's read). */
    unread_parent: count,
    unread_caregiver: count,
    readAt_parent: count,
    readAt_caregiver: count,
    blocked_parent: flag,
    blocked_caregiver: flag,
    /**
     * The caregiver shares their phone and e-mail with this parent (their choice, withdrawn at
     * any time): the only way a contact reveals them (conversations/sharing.ts).
     */
    shared_caregiver: flag,
    /** When each side was last e-mailed about this thread (one notice an hour at most). */
    noticeAt_parent: count,
    noticeAt_caregiver: count,
  },
  indexes: {
    // a conversation by id (its messages share the partition)
    byId: {
      pk: { field: 'pk', composite: ['conversation_id'], template: 'CONV#${conversation_id}' },
      sk: { field: 'sk', composite: [], template: 'CONV' },
    },
    // a parent's conversations, latest activity first
    byParent: secondaryIndex(
      0,
      { composite: ['parent_id'], template: 'CONVS#${parent_id}' },
      { composite: ['lastAt'], template: 'CONV#${lastAt}' },
    ),
    // a caregiver's conversations, latest activity first
    byCaregiver: secondaryIndex(
      1,
      { composite: ['caregiver_id'], template: 'CONVS#${caregiver_id}' },
      { composite: ['lastAt'], template: 'CONV#${lastAt}' },
    ),
  },
});
