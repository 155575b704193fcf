import { createHash } from 'node:crypto';
import type { Entity, Item, WhereCallback } from 'electrodb';
import { db } from '../db/service.js';
import type { Tx } from '../db/tx.js';
import { forbidden } from '../errors.js';
import type { Conversation } from './conversation.entity.js';

/** A condition on a conversation item, as electrodb's `where` takes it. */
type ConversationWhere =
  typeof Conversation extends Entity<infer A, infer F, infer C, infer S>
    ? WhereCallback<A, F, C, S, Item<A, F, C, S, S['attributes']>>
    : never;

/** Neither side has blocked the other: the condition on the pair's conversation item. */
export const unblocked: ConversationWhere = ({ blocked_parent, blocked_caregiver }, { eq }) =>
  `(${eq(blocked_parent, false)} AND ${eq(blocked_caregiver, false)})`;

/** Why anything between a blocked pair is refused: the same words on every channel. */
export const blockedPair = 'You can no longer contact each other.';

/** One conversation per pair: its id is derived from the pair, so opening twice opens one. */
export const conversationIdOf = (parentId: string, caregiverId: string) =>
  createHash('sha256').update(`${parentId}\u0000${caregiverId}`).digest('hex').slice(0, 40);

/**
 * THE block rule: a block is kept on the pair's conversation (either side's flag), and while
 * either flag is set nothing passes between the pair on any channel (contacts, offers,
 * applications and their answers, messages) and no notice or e-mail goes out. Each channel
 * calls `blocks.unblockedCheck` in the transaction that writes its record and notice, so a
 * block landing meanwhile still stops it; `blocks.refuse` turns that into the answer.
 */
export const blocks = {
  // whether either side of the pair has blocked the other (one Get by the derived id)
  async between(parentId: string, caregiverId: string): Promise<boolean> {
    const { data } = await db()
      .entities.conversation.get({ conversation_id: conversationIdOf(parentId, caregiverId) })
      .go({ attributes: ['blocked_parent', 'blocked_caregiver'] });
    return Boolean(data?.blocked_parent || data?.blocked_caregiver);
  },

  // the same rule as a transaction's condition: it fails while either side blocks
  unblockedCheck(tx: Tx, parentId: string, caregiverId: string) {
    return (
      tx.conversation
        .check({ conversation_id: conversationIdOf(parentId, caregiverId) })
        // no conversation yet: nobody can have blocked
        .where((attr, ops) => `(${ops.notExists(attr.conversation_id)} OR ${unblocked(attr, ops)})`)
        .commit()
    );
  },

  // refuses at once when the pair is blocked (before any work a refusal would waste)
  async refuse(parentId: string, caregiverId: string): Promise<void> {
    if (await blocks.between(parentId, caregiverId)) throw forbidden(blockedPair);
  },
};
