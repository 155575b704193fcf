import type { UserActor } from '../actor.js';
import type { EntityItem } from 'electrodb';
import { db } from '../db/service.js';
import { transact } from '../db/transact.js';
import { forbidden, notFound } from '../errors.js';
import type { Mail } from './mail.entity.js';
import type { MailView } from './schemas.js';

/** Spec section 9: lists are 15 a page. */
const PAGE = 15;

const mailView =
  (uid: string) =>
  (mail: MailRecord): MailView => ({
    mail_id: mail.mail_id,
    posted: mail.posted,
    template: mail.template,
    seen: Boolean((mail.seen as Record<string, number> | undefined)?.[uid]),
  });
type MailRecord = EntityItem<typeof Mail>;

/** The header's counts and the inbox's version (its ETag), from one small Get. */
export async function unreadCount(uid: string) {
  const { data } = await db().entities.inboxState.get({ uid }).go();
  const notificationCount = Math.max(0, data?.unread ?? 0);
  const messageCount = Math.max(0, data?.messages ?? 0);
  const etag = `W/"${notificationCount}-${messageCount}-${data?.changed ?? 0}"`;
  return { notificationCount, messageCount, etag };
}

/** The caller's mail, newest first, 15 a page (spec: mail where ids contains the user). */
export async function listMail(actor: UserActor, cursor?: string) {
  const page = await db()
    .entities.mail.query.byRecipient({ uid: actor.uid })
    .go({ order: 'desc', limit: PAGE, cursor: cursor ?? null });
  return { mail: page.data.map(mailView(actor.uid)), cursor: page.cursor };
}

// one message, for its recipient only
async function ownMail(actor: UserActor, mailId: string) {
  const { data } = await db().entities.mail.get({ mail_id: mailId }).go();
  if (!data) throw notFound('Message not found');
  if (data.uid !== actor.uid) throw forbidden('This message is not yours');
  return data;
}

export const readMail = async (actor: UserActor, mailId: string) =>
  mailView(actor.uid)(await ownMail(actor, mailId));

/**
 * Opening a message marks it seen for its recipient alone. The mark and the unread count move
 * in one transaction, conditional on the message being unread, so repeats and races count once.
 */
export async function markSeen(actor: UserActor, mailId: string, now: number) {
  const mail = await ownMail(actor, mailId);
  if (mail.unread !== false) {
    // A cancelled write means another tab marked it first: the count moved once, for that one.
    await transact(({ mail: mails, inboxState }) => [
      mails
        .patch({ mail_id: mailId })
        .set({ unread: false, seen: { ...(mail.seen as object), [actor.uid]: now } })
        .where(({ unread, uid }, { eq }) => `${eq(unread, true)} AND ${eq(uid, actor.uid)}`)
        .commit(),
      inboxState.upsert({ uid: actor.uid }).subtract({ unread: 1 }).set({ changed: now }).commit(),
    ]);
  }
  const { notificationCount } = await unreadCount(actor.uid);
  return { notificationCount };
}
