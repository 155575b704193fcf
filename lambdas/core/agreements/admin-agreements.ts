import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { notFound } from '../errors.js';
import { headOf, hireKey, versionsOf } from './agreement-store.js';

/** Whether someone reported the agreement (its contents are then open to admins). */
export const agreementTarget = (postId: string, caregiverId: string) => `${postId}#${caregiverId}`;

/**
 * What an admin sees of an agreement: that it exists, its status and dates. Its terms only once
 * one of its people reported it (a report of kind 'agreement'), as the reports queue shows them.
 */
export async function adminAgreement(postId: string, caregiverId: string) {
  const head = await headOf(postId, caregiverId);
  if (!head) throw notFound('Agreement not found');
  const reports = await db()
    .entities.report.query.byTarget({
      kind: 'agreement',
      target: agreementTarget(postId, caregiverId),
    })
    .go({ limit: 1 });
  const reported = reports.data.length > 0;
  return {
    post_id: head.post_id,
    caregiver_id: head.caregiver_id,
    parent_id: head.parent_id,
    status: head.status,
    version: head.version,
    created: head.created,
    updated: head.updated,
    ...(head.acceptedAt ? { acceptedAt: head.acceptedAt } : {}),
    reported,
    ...(reported ? { versions: await versionsOf(postId, caregiverId) } : {}),
  };
}

/**
 * A reported agreement as the admin report screen shows it: its current terms, as text (one Get
 * of the current version, not every version of a long-revised agreement).
 */
export async function agreementContent(
  target: string,
): Promise<{ subject: string; title: string; text: string; hidden: boolean } | undefined> {
  const [postId = '', caregiverId = ''] = target.split('#');
  const head = await headOf(postId, caregiverId);
  if (!head) return undefined;
  const current = (
    await db()
      .entities.agreementVersion.get({ ...hireKey(postId, caregiverId), version: head.version })
      .go()
  ).data;
  const lines = current
    ? Object.entries(current.terms as Record<string, unknown>).map(
        ([field, value]) => `${field}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
      )
    : [];
  if (current?.comment) lines.push(`comment: ${current.comment}`);
  return {
    subject: head.parent_id,
    title: `Work agreement (${head.status}, version ${head.version}): ${head.position}`,
    text: lines.join('\n'),
    hidden: false,
  };
}

/** A reporter must be one of the agreement's two people. */
export async function agreementReportTarget(actor: UserActor, postId: string, caregiverId: string) {
  const head = await headOf(postId, caregiverId);
  if (!head || (head.parent_id !== actor.uid && head.caregiver_id !== actor.uid))
    throw notFound('This agreement is not available');
  return agreementTarget(postId, caregiverId);
}
