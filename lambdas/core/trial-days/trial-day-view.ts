import type { HireSide } from '../hires/hire.js';
import { clockInZone } from '../reference/time-zone.js';
import type { TrialDayView } from './schemas.js';
import type { TimeRecord, TrialDayRecord } from './trial-day-rules.js';

const timeView = (zone: string, time: TimeRecord) => ({
  ...time,
  ...clockInZone(zone, time.start),
});

/** A trial day as one of its two people reads it. */
export function trialDayView(
  record: TrialDayRecord,
  side: HireSide,
  otherPerson: { uid: string; name: string },
  now: number,
): TrialDayView {
  const chosen =
    record.status !== 'proposed' &&
    record.start !== undefined &&
    record.hours !== undefined &&
    record.place !== undefined
      ? timeView(record.zone, { start: record.start, hours: record.hours, place: record.place })
      : null;
  return {
    trial_id: record.trial_id,
    post_id: record.post_id,
    caregiver_id: record.caregiver_id,
    position: record.position ?? null,
    zone: record.zone,
    status: record.status,
    side,
    other: otherPerson,
    proposed_by: record.proposed_by,
    waiting_on: record.waiting_on,
    options: (record.options ?? []).map((time) => timeView(record.zone, time)),
    chosen,
    version: record.version,
    reason: record.reason ?? null,
    reason_by: record.reason_by ?? null,
    begun: record.status === 'accepted' && record.start !== undefined && record.start <= now,
    parent_happened: record.parent_happened ?? null,
    caregiver_happened: record.caregiver_happened ?? null,
    go_on: record.go_on ?? null,
    reported: (side === 'parent' ? record.parent_reported : record.caregiver_reported) === true,
    created: record.created,
    updated: record.updated,
  };
}
