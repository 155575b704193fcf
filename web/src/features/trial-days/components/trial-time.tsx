import { formatZoneMoment } from '../../../i18n/format';
import type { TrialDay } from '../api/trial-days-api';
import { useTrialDaysT } from '../i18n';

type Time = TrialDay['options'][number];

/** "Sun 29 Nov, 14:00 · 4 hours · Kabulonga": on the clock of the trial day's country. */
export function TrialTime({ time, zone }: { time: Time; zone: string }) {
  const t = useTrialDaysT();
  return (
    <>
      <time dateTime={new Date(time.start).toISOString()}>
        {formatZoneMoment(time.start, zone)}
      </time>{' '}
      · {t('card.hours', { hours: time.hours })} · {time.place}
    </>
  );
}
