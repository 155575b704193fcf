import type { UserActor } from '../actor.js';
import { nameOf } from '../conversations/views.js';
import { transact } from '../db/transact.js';
import { conflict, forbidden, invalid } from '../errors.js';
import { hireOf } from '../hires/hire.js';
import { noticeWrites, type Notice } from '../inbox/notices.js';
import { users } from '../users/users.js';
import { agreementNotice } from './agreement-notice.js';
import { headOf, hireKey, type AgreementRecord } from './agreement-store.js';
import { fullView, type AgreementView } from './agreement-views.js';
import { dutyCountOf, jobTermsOf } from './job-terms.js';
import {
  agreementAccepted,
  MAX_AGREEMENT_VERSIONS,
  parentDrafts,
  staleVersion,
  tooManyVersions,
  unknownDuty,
} from './messages.js';
import { checkMinimums } from './minimums.js';
import type { DraftInput } from './schemas.js';

/**
 * The parent drafts the agreement, or revises it: each draft is a new version, kept for good,
 * and becomes the current one. Allowed until the caregiver accepts (then 409). The terms are
 * checked against the country's sourced minimums (a wage or leave below them is refused, naming
 * the minimum). One transaction: the new version (a conditional create), the head (created, or
 * moved on conditional on the version the parent revised and on not being accepted), and the
 * caregiver's notice.
 */
export async function draftAgreement(
  actor: UserActor,
  postId: string,
  caregiverId: string,
  input: DraftInput,
  now: number,
): Promise<{ agreement: AgreementView; notices: Notice[] }> {
  const { offer, side } = await hireOf(actor, postId, caregiverId);
  if (side !== 'parent') throw forbidden(parentDrafts);
  const [head, { job, code, currency }, caregiver, parent] = await Promise.all([
    headOf(postId, caregiverId),
    jobTermsOf(postId),
    users.require(caregiverId),
    users.require(actor.uid),
  ]);
  if (head?.status === 'accepted') throw conflict(agreementAccepted);
  if (head && input.version !== head.version) throw conflict(staleVersion);
  // The write's condition names this version, so the bound holds under racing drafts too.
  if (head && head.version >= MAX_AGREEMENT_VERSIONS) throw conflict(tooManyVersions);
  const position = head?.position ?? offer.position ?? job?.position ?? '';
  const terms = input.terms;
  const dutyCount = dutyCountOf(position);
  if (terms.duties.some((n) => n > dutyCount)) throw invalid(unknownDuty, { duties: unknownDuty });
  checkMinimums(head?.country ?? code, terms);
  const version = (head?.version ?? 0) + 1;
  const stored = { ...terms, position, currency: head?.currency ?? currency };
  const next: AgreementRecord = head
    ? { ...head, version, status: 'proposed', updated: now }
    : {
        ...hireKey(postId, caregiverId),
        parent_id: offer.parent_id,
        position,
        country: code,
        currency,
        status: 'proposed',
        version,
        created: now,
        updated: now,
      };
  const notice = agreementNotice(caregiver, next, 'proposed', nameOf(parent), now, actor.uid);
  const refused = await transact((tx) => [
    tx.agreementVersion
      .create({
        ...hireKey(postId, caregiverId),
        version,
        terms: stored,
        author: actor.uid,
        proposedAt: now,
      })
      .commit(),
    head
      ? tx.agreement
          .patch(hireKey(postId, caregiverId))
          .set({ version, status: 'proposed', updated: now })
          .where(
            (a, { eq, ne }) => `${eq(a.version, head.version)} AND ${ne(a.status, 'accepted')}`,
          )
          .commit()
      : tx.agreement.create(next).commit(),
    ...noticeWrites(tx, notice),
  ]);
  if (refused) throw conflict(staleVersion);
  return { agreement: await fullView(next, 'parent'), notices: [notice] };
}
