import type { Tx } from '../db/tx.js';
import { newNotice, noticeWrites } from '../inbox/notices.js';
import { localTimeText } from '../reference/time-zone.js';
import type { HireContext } from './hire-context.js';
import type { TimeRecord, TrialDayRecord } from './trial-day-rules.js';

/** What a change tells the other person (the `trial-day` notice's `event`). */
export type TrialDayEvent = 'proposed' | 'times' | 'moved' | 'accepted' | 'cancelled';

/**
 * The writes of the notice that tells the other person of a change made by the caller, to go in
 * the change's own transaction (docs/decisions/trial-days.md, "The other person is told"). Its
 * times are written on the country's clock with the zone named; the table stream's consumer
 * then e-mails and texts it by the recipient's settings, as every notice.
 */
export function changeNoticeWrites(
  tx: Tx,
  hire: HireContext,
  record: TrialDayRecord,
  event: TrialDayEvent,
  now: number,
  detail: { times?: TimeRecord[]; reason?: string } = {},
) {
  const times = detail.times ?? [];
  const notice = newNotice(
    { uid: hire.other.uid },
    'trial-day',
    {
      post_id: record.post_id,
      ...(record.position ? { position: record.position } : {}),
      name: hire.name,
      event,
      zone: record.zone,
      ...(times.length
        ? {
            time: localTimeText(record.zone, times[0]!.start),
            times: times.map((time) => localTimeText(record.zone, time.start)).join('; '),
            // Typed by a person: not `place` (kept when an account goes), so erasure drops it.
            venue: times[0]!.place,
          }
        : {}),
      ...(detail.reason ? { reason: detail.reason } : {}),
      // Names the caregiver's uid: not `path` (kept when an account goes), so erasure drops it.
      hire: `/hires/${record.post_id}/${record.caregiver_id}`,
    },
    now,
    hire.offer.parent_id === hire.other.uid ? hire.offer.caregiver_id : hire.offer.parent_id,
  );
  return noticeWrites(tx, notice);
}
