import { isConditionFailure } from '../db/errors.js';
import { db } from '../db/service.js';
import { headOf, hireKey, versionsOf } from './agreement-store.js';

/** The agreements a person is a side of, with their versions (their data export). */
export async function agreementRecords(uid: string) {
  const entities = db().entities;
  const all = { pages: 'all' } as const;
  const [asParent, asCaregiver] = await Promise.all([
    entities.agreement.query.byParent({ parent_id: uid }).go(all),
    entities.agreement.query.byCaregiver({ caregiver_id: uid }).go(all),
  ]);
  return Promise.all(
    [...asParent.data, ...asCaregiver.data].map(async (head) => ({
      ...head,
      versions: await versionsOf(head.post_id, head.caregiver_id),
    })),
  );
}

/**
 * Removes agreements never accepted, with their versions (an account being deleted). `records`
 * were read before the deletion began, so the other side may have accepted one since: the head
 * goes first, on condition it is still not accepted, and its versions only once it is gone (an
 * accepted agreement keeps every version); the versions are read again then, so one drafted
 * meanwhile goes too.
 */
export async function removeUnacceptedAgreements(
  records: Awaited<ReturnType<typeof agreementRecords>>,
) {
  const entities = db().entities;
  for (const head of records.filter((a) => a.status !== 'accepted')) {
    const key = hireKey(head.post_id, head.caregiver_id);
    try {
      await entities.agreement
        .delete(key)
        .where((a, { ne }) => ne(a.status, 'accepted'))
        .go();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // accepted meanwhile: kept whole (a head already gone leaves only its versions to remove)
      if (await headOf(head.post_id, head.caregiver_id)) continue;
    }
    const versions = await versionsOf(head.post_id, head.caregiver_id);
    if (versions.length)
      await entities.agreementVersion
        .delete(versions.map((v) => ({ ...key, version: v.version })))
        .go();
  }
}
