import type { Tx } from '../db/tx.js';

/**
 * The conversation's side of hiding a message (or showing it again), in the admin's
 * transaction: the message id joins (or leaves) the thread's hidden set. Unconditional, so it
 * holds whichever message the preview shows now or later; the lists compare it with
 * lastMessageId (views.ts previewOf). A patch: a thread deleted meanwhile refuses the hide.
 */
export function previewHiding(
  tx: Tx,
  key: { conversation_id: string; message_id: string },
  hide: boolean,
) {
  const conversation = tx.conversation.patch({ conversation_id: key.conversation_id });
  const ids = [key.message_id];
  return (
    hide ? conversation.add({ hiddenMessages: ids }) : conversation.delete({ hiddenMessages: ids })
  ).commit();
}
