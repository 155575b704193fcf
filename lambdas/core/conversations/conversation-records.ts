import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { otherSide, previewOf, sideOf, uidOn, type ConversationRecord } from './views.js';

const all = { pages: 'all' } as const;

/** A user's conversations, as parent or caregiver, by their own index keys (never a scan). */
async function conversationsOf(uid: string) {
  const entity = db().entities.conversation;
  const [asParent, asCaregiver] = await Promise.all([
    entity.query.byParent({ parent_id: uid }).go(all),
    entity.query.byCaregiver({ caregiver_id: uid }).go(all),
  ]);
  return [...asParent.data, ...asCaregiver.data];
}

const messagesOf = (conversation_id: string) =>
  db().entities.message.query.byConversation({ conversation_id });

/**
 * For the data export: each conversation with the messages the user sent in it; the preview as
 * the lists show it (the other side's hidden message is not theirs to receive).
 */
export async function conversationRecords(uid: string) {
  return Promise.all(
    (await conversationsOf(uid)).map(async (conversation) => ({
      ...conversation,
      preview: previewOf(conversation),
      messages: (
        await messagesOf(conversation.conversation_id)
          .where(({ from }, { eq }) => eq(from, uid))
          .go(all)
      ).data,
    })),
  );
}

/**
 * On account deletion each of the user's conversations goes with all its messages (it cannot go
 * on with one side gone). The other side's unread messages leave their counter in the same
 * transaction as the conversation, conditional on that number, so their count stays exact.
 */
export async function removeConversationRecords(uid: string) {
  for (const found of await conversationsOf(uid)) await removeConversation(found, uid);
}

async function removeConversation(found: ConversationRecord, uid: string) {
  const id = found.conversation_id;
  for (let conversation: ConversationRecord | null = found; conversation;) {
    const them = otherSide(sideOf(conversation, uid)!);
    const unread = conversation[`unread_${them}`];
    const refused = await transact((tx) => [
      tx.conversation
        .delete({ conversation_id: id })
        .where((attr, { eq }) => eq(attr[`unread_${them}`], unread))
        .commit(),
      ...(unread > 0
        ? [
            tx.inboxState
              .upsert({ uid: uidOn(conversation!, them) })
              .subtract({ messages: unread })
              .set({ changed: Date.now() })
              .commit(),
          ]
        : []),
    ]);
    // A message arrived meanwhile: read the count again.
    conversation = refused
      ? (await db().entities.conversation.get({ conversation_id: id }).go()).data
      : null;
  }
  const { data } = await messagesOf(id).go(all);
  if (data.length) await db().entities.message.delete(data).go();
}
