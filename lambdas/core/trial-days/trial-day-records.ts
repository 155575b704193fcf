import { db } from '../db/service.js';

/**
 * A person's trial days, as parent or caregiver, across their hires (two Queries on their
 * indexes): their data export shows them and account deletion removes them.
 */
export async function trialDayRecords(uid: string) {
  const all = { pages: 'all' } as const;
  const entities = db().entities;
  const [asParent, asCaregiver] = await Promise.all([
    entities.trialDay.query.byParent({ parent_id: uid }).go(all),
    entities.trialDay.query.byCaregiver({ caregiver_id: uid }).go(all),
  ]);
  return [...asParent.data, ...asCaregiver.data];
}

/**
 * Removes a person's trial days with their reminders (docs/decisions/trial-days.md, "Account
 * deletion"): a trial day belongs to its hire, which goes with the deleted person's offer or job,
 * so the other person keeps no half of it and no reminder names the deleted person.
 */
export async function removeTrialDayRecords(uid: string) {
  const records = await trialDayRecords(uid);
  if (!records.length) return;
  const keys = records.map(({ post_id, caregiver_id, trial_id }) => ({
    post_id,
    caregiver_id,
    trial_id,
  }));
  const entities = db().entities;
  await Promise.all([
    entities.trialDay.delete(keys).go(),
    entities.trialReminder
      .delete(
        keys.flatMap((key) => [
          { ...key, kind: 'day' as const },
          { ...key, kind: 'soon' as const },
        ]),
      )
      .go(),
  ]);
}
