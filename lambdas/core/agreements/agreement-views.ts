import { nameOf, personAttributes } from '../conversations/views.js';
import { db } from '../db/service.js';
import type { HireSide } from '../hires/hire.js';
import { countryByCode } from '../reference/countries.js';
import { timeZoneOf } from '../reference/time-zone.js';
import { versionsOf, type AgreementRecord } from './agreement-store.js';
import { minimumsOf } from './minimums.js';

/** The time zone of a country (alpha-2) the agreement's dates are shown in. */
export const timeZoneOfCode = (code: string) => timeZoneOf(countryByCode(code)?.countryName);

/** People's names read from their accounts when shown (a deleted account reads as `fallback`). */
export async function namesOf(uids: string[]) {
  const { data } = await db()
    .entities.user.get(uids.map((uid) => ({ uid })))
    .go({ attributes: [...personAttributes] });
  const byUid = new Map(data.map((p) => [p.uid, nameOf(p)]));
  return (uid: string, fallback: string) => ({ uid, name: byUid.get(uid) ?? fallback });
}

export type AgreementView = Awaited<ReturnType<typeof fullView>>;

/** The agreement as its two people read it: every version, their names, the country's minimums. */
export async function fullView(head: AgreementRecord, side: HireSide) {
  const [versions, name] = await Promise.all([
    versionsOf(head.post_id, head.caregiver_id),
    namesOf([head.parent_id, head.caregiver_id]),
  ]);
  return {
    post_id: head.post_id,
    caregiver_id: head.caregiver_id,
    parent: name(head.parent_id, 'Family'),
    caregiver: name(head.caregiver_id, 'Caregiver'),
    status: head.status,
    version: head.version,
    created: head.created,
    updated: head.updated,
    ...(head.acceptedAt ? { acceptedAt: head.acceptedAt } : {}),
    timeZone: timeZoneOfCode(head.country),
    side,
    minimums: minimumsOf(head.country),
    versions,
  };
}
