import type { UserActor } from '../actor.js';
import { nameOf } from '../conversations/views.js';
import { transact } from '../db/transact.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { hireOf } from '../hires/hire.js';
import { noticeWrites } from '../inbox/notices.js';
import { firstReminderWrite, payDayOfAgreement } from '../pay-day/reminder-writes.js';
import { users } from '../users/users.js';
import { agreementNotice } from './agreement-notice.js';
import { headOf, hireKey, type AgreementRecord } from './agreement-store.js';
import { fullView } from './agreement-views.js';
import {
  agreementAccepted,
  alreadyAsked,
  caregiverAnswers,
  noAgreement,
  staleVersion,
} from './messages.js';

/** The family's notice of the caregiver's answer, named after the caregiver. */
async function familyNotice(head: AgreementRecord, event: 'changes' | 'accepted', now: number) {
  const [parent, caregiver] = await Promise.all([
    users.require(head.parent_id),
    users.require(head.caregiver_id),
  ]);
  return agreementNotice(parent, head, event, nameOf(caregiver), now, head.caregiver_id);
}

/**
 * The caregiver's answer: the agreement must be theirs, and the version they read current. These
 * reads only choose the message; each write below carries the same guard in its condition.
 */
async function answerable(actor: UserActor, postId: string, caregiverId: string, version: number) {
  const { side } = await hireOf(actor, postId, caregiverId);
  if (side !== 'caregiver') throw forbidden(caregiverAnswers);
  const head = await headOf(postId, caregiverId);
  if (!head) throw notFound(noAgreement);
  if (head.status === 'accepted') throw conflict(agreementAccepted);
  if (head.version !== version) throw conflict(staleVersion);
  return head;
}

/**
 * The caregiver accepts the version they read: conditional on it still being the current one
 * and not accepted (a transaction with the guard in its condition, so a revision that lands
 * first makes this a 409). From then on the agreement is read-only, dated `acceptedAt`.
 */
export async function acceptAgreement(
  actor: UserActor,
  postId: string,
  caregiverId: string,
  version: number,
  now: number,
) {
  const head = await answerable(actor, postId, caregiverId, version);
  const [notice, payDay] = await Promise.all([
    familyNotice(head, 'accepted', now),
    payDayOfAgreement(head),
  ]);
  const refused = await transact((tx) => [
    tx.agreement
      .patch(hireKey(postId, caregiverId))
      .set({ status: 'accepted', acceptedAt: now, updated: now })
      .where((a, { eq, ne }) => `${eq(a.version, version)} AND ${ne(a.status, 'accepted')}`)
      .commit(),
    ...noticeWrites(tx, notice),
    // The parent's reminder of the first pay day (docs/decisions/pay-days-and-payslips.md, "Pay-day reminders").
    ...(payDay ? [firstReminderWrite(tx, head, payDay, now)] : []),
  ]);
  if (refused) throw conflict(staleVersion);
  const accepted: AgreementRecord = { ...head, status: 'accepted', acceptedAt: now, updated: now };
  return { agreement: await fullView(accepted, 'caregiver'), notices: [notice] };
}

/**
 * The caregiver asks for changes to the version they read, saying what: the comment is kept on
 * that version (once), and the parent is told. Conditional like accepting.
 */
export async function askForChanges(
  actor: UserActor,
  postId: string,
  caregiverId: string,
  input: { version: number; comment: string },
  now: number,
) {
  const head = await answerable(actor, postId, caregiverId, input.version);
  if (head.status === 'changes-asked') throw conflict(alreadyAsked);
  const notice = await familyNotice(head, 'changes', now);
  const refused = await transact((tx) => [
    tx.agreement
      .patch(hireKey(postId, caregiverId))
      .set({ status: 'changes-asked', updated: now })
      .where((a, { eq }) => `${eq(a.version, input.version)} AND ${eq(a.status, 'proposed')}`)
      .commit(),
    tx.agreementVersion
      .patch({ ...hireKey(postId, caregiverId), version: input.version })
      .set({ comment: input.comment, commentAt: now })
      .where((v, { notExists }) => notExists(v.comment))
      .commit(),
    ...noticeWrites(tx, notice),
  ]);
  if (refused) throw conflict(staleVersion);
  const changed: AgreementRecord = { ...head, status: 'changes-asked', updated: now };
  return { agreement: await fullView(changed, 'caregiver'), notices: [notice] };
}
