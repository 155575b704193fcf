import type { UserActor } from '../actor.js';
import { db } from '../db/service.js';
import { hireNotFound, hireOf, type HireSide } from '../hires/hire.js';
import { notFound } from '../errors.js';
import { headOf, type AgreementRecord } from './agreement-store.js';
import { fullView, namesOf, timeZoneOfCode } from './agreement-views.js';
import { dutyCountOf, jobTermsOf, liveOf, plainSalary } from './job-terms.js';
import { minimumsOf } from './minimums.js';

/**
 * Who may read an agreement: its two people, as the agreement itself names them (so either keeps
 * reading it after the other's account, and with it the offer, is gone). Before there is one, the
 * hire decides (hire.ts); anyone else hears "not found".
 */
async function readerOf(actor: UserActor, postId: string, caregiverId: string) {
  const head = await headOf(postId, caregiverId);
  if (head) {
    const side: HireSide | undefined =
      head.parent_id === actor.uid
        ? 'parent'
        : head.caregiver_id === actor.uid
          ? 'caregiver'
          : undefined;
    if (!side) throw notFound(hireNotFound);
    return { head, side };
  }
  const { side } = await hireOf(actor, postId, caregiverId);
  return { head, side };
}

/**
 * GET .../agreement: the agreement with its versions (null before the first draft), and what the
 * parent's form starts from: the hire's position, its duties in the reference, the country's
 * currency and minimums, and the job's salary, start date and live-in/out.
 */
export async function readAgreement(actor: UserActor, postId: string, caregiverId: string) {
  const { head, side } = await readerOf(actor, postId, caregiverId);
  const { job, code, currency } = await jobTermsOf(postId);
  const position = head?.position ?? job?.position ?? '';
  const startDay = job?.start_date
    ? new Date(job.start_date).toISOString().slice(0, 10)
    : undefined;
  const wage = plainSalary(job?.salary);
  const live = liveOf(job?.live_in_out);
  return {
    agreement: head ? await fullView(head, side) : null,
    side,
    position,
    dutyCount: dutyCountOf(position),
    currency: head?.currency ?? currency,
    minimums: minimumsOf(head?.country ?? code),
    timeZone: timeZoneOfCode(head?.country ?? code),
    prefill: {
      ...(wage ? { wage_minor: wage } : {}),
      ...(startDay ? { start_date: startDay } : {}),
      ...(live ? { live_in_out: live } : {}),
    },
  };
}

/** The caller's agreements, newest first: one Query on their side's index. */
export async function myAgreements(actor: UserActor) {
  const isParent = actor.groups.includes('parent');
  const entities = db().entities;
  const { data } = await (
    isParent
      ? entities.agreement.query.byParent({ parent_id: actor.uid })
      : entities.agreement.query.byCaregiver({ caregiver_id: actor.uid })
  ).go({ order: 'desc', pages: 'all' });
  if (!data.length) return { agreements: [] };
  const otherOf = (a: AgreementRecord) => (isParent ? a.caregiver_id : a.parent_id);
  const name = await namesOf([...new Set(data.map(otherOf))]);
  return {
    agreements: data.map((a) => ({
      post_id: a.post_id,
      caregiver_id: a.caregiver_id,
      position: a.position,
      other: name(otherOf(a), isParent ? 'Caregiver' : 'Family'),
      status: a.status,
      version: a.version,
      updated: a.updated,
      ...(a.acceptedAt ? { acceptedAt: a.acceptedAt } : {}),
      timeZone: timeZoneOfCode(a.country),
    })),
  };
}
