import type { Mail } from '../ports/mail.js';
import type { UserActor } from '../actor.js';
import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { conflict, notFound } from '../errors.js';
import { documentKinds } from '../profiles/document-kinds.js';
import { verifyDocument } from '../profiles/verify-document.js';
import { users } from '../users/users.js';
import { reviewedKinds, type ReviewedKind } from './schemas.js';
import { documentRejectedMail, documentRejectedText } from './emails.js';
import type { TextMessage } from '../ports/sms.js';

const PAGE = 15;
export const nothingToReview = 'This document is not waiting for review';

export const isReviewed = (kind: string): kind is ReviewedKind =>
  (reviewedKinds as readonly string[]).includes(kind);

/**
 * A confirmed upload of a police or medical clearance or a certificate waits for review: the
 * item is overwritten as pending, so a replacement goes back to the queue in upload order.
 */
export async function queueForReview(
  uid: string,
  kind: ReviewedKind,
  key: string,
  name: string | undefined,
  now: number,
) {
  await db()
    .entities.documentReview.put({
      uid,
      kind,
      key,
      uploaded: now,
      status: 'pending',
      ...(name ? { name } : {}),
    })
    .go();
}

/** The verification queue: pending documents, oldest upload first, 15 a page. */
export async function pendingDocuments(cursor?: string) {
  const page = await db()
    .entities.documentReview.query.queue({ status: 'pending' })
    .go({ order: 'asc', limit: PAGE, cursor: cursor ?? null });
  return { documents: page.data, cursor: page.cursor };
}

async function pendingReview(uid: string, kind: ReviewedKind) {
  const { data } = await db().entities.documentReview.get({ uid, kind }).go();
  if (!data || data.status !== 'pending') throw notFound(nothingToReview);
  return data;
}

/** Records the decision; the item leaves the pending queue in this write. */
async function closeReview(
  review: Awaited<ReturnType<typeof pendingReview>>,
  status: 'approved' | 'rejected',
  admin: UserActor,
  now: number,
  reason?: string,
) {
  try {
    await db()
      .entities.documentReview.patch({ uid: review.uid, kind: review.kind })
      .set({ status, reviewedBy: admin.uid, reviewedAt: now, ...(reason ? { reason } : {}) })
      .composite({ uploaded: review.uploaded })
      .where(
        ({ status: current, key }, { eq }) =>
          `${eq(current, 'pending')} AND ${eq(key, review.key)}`,
      )
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw conflict('The document changed meanwhile. Please reload.');
    throw error;
  }
}

/**
 * Approving marks the document verified on the profile (the badge on /cv and search), only if
 * the file reviewed is still the one in place, then takes it out of the queue.
 */
export async function approveDocument(
  admin: UserActor,
  uid: string,
  kind: ReviewedKind,
  now: number,
) {
  const review = await pendingReview(uid, kind);
  const user = await users.require(uid);
  if (user[documentKinds[kind].field] !== review.key) {
    throw conflict('The document changed meanwhile. Please reload.');
  }
  await verifyDocument(uid, kind, true, now);
  await closeReview(review, 'approved', admin, now);
  return { message: 'Document marked as verified' };
}

/**
 * Rejecting records the reason, takes it out of the queue and tells the user why: by e-mail, or
 * by text to the number an account without an e-mail signs in with.
 */
export async function rejectDocument(
  ports: {
    sendMail: (mail: Mail) => Promise<void>;
    sendText: (text: TextMessage) => Promise<void>;
    appUrl: string;
  },
  admin: UserActor,
  uid: string,
  kind: ReviewedKind,
  reason: string,
  now: number,
) {
  const review = await pendingReview(uid, kind);
  const user = await users.require(uid);
  await closeReview(review, 'rejected', admin, now, reason);
  const area = user.user_type === 'institution' ? 'institution' : 'caregiver';
  const uploads = `${ports.appUrl.replace(/\/$/, '')}/my_account/${area}/my_profile/uploads_edit/none`;
  if (user.email) {
    await ports.sendMail(documentRejectedMail(user.email, kind, reason, uploads, user.appLanguage));
    return { message: 'Document rejected; the user was told why by e-mail' };
  }
  if (user.signInPhone) {
    const text = documentRejectedText(user.signInPhone, kind, reason, uploads, user.appLanguage);
    await ports.sendText(text);
    return { message: 'Document rejected; the user was told why by text' };
  }
  return { message: 'Document rejected' };
}
