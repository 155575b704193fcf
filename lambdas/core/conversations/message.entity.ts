import { Entity } from 'electrodb';

/**
 * One message of a conversation, in the conversation's partition. Its id starts with the time
 * (base 36, padded), so the thread reads newest first by a Query on the key.
 */
export const Message = new Entity({
  model: { entity: 'message', version: '1', service: 'marketplace' },
  attributes: {
    conversation_id: { type: 'string', required: true, readOnly: true },
    message_id: { type: 'string', required: true, readOnly: true },
    from: { type: 'string', required: true, readOnly: true },
    /** Plain text, trimmed, 1..1000 characters; never processed as HTML. */
    body: { type: 'string', required: true, readOnly: true },
    sentAt: { type: 'number', required: true, readOnly: true },
    /** Set when an admin hides it after a report: participants see it empty. */
    hidden: { type: 'boolean' },
  },
  indexes: {
    // the messages of a conversation, by time
    byConversation: {
      pk: { field: 'pk', composite: ['conversation_id'], template: 'CONV#${conversation_id}' },
      sk: { field: 'sk', composite: ['message_id'], template: 'MSG#${message_id}' },
    },
  },
});
