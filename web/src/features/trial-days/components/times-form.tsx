import { useState, type FormEvent } from 'react';
import {
  TRIAL_HOURS_MAX,
  TRIAL_PLACE_MAX,
  TRIAL_REASON_MAX,
  TRIAL_TIMES_MAX,
} from '@core/trial-days/schemas';
import { useFocusOnRefusal } from '../../../lib/forms/focus-on-refusal';
import { TextField } from '../../../ui/fields';
import { SendError } from '../../../ui/status';
import { useTrialDaysT } from '../i18n';

export interface TimeInput {
  date: string;
  start: string;
  hours: number;
  place?: string;
}

interface Row {
  date: string;
  start: string;
  hours: string;
  place: string;
}

const emptyRow: Row = { date: '', start: '', hours: '4', place: '' };

/**
 * One to three times for a trial day: the day and start as the country's clock reads them (the
 * API turns them into instants in its time zone), how long, and where (the family's town when
 * left empty). With `reason`, a reason is asked too (moving an accepted day needs one).
 */
export function TimesForm({
  town,
  zone,
  reason,
  submitLabel,
  busy,
  error,
  onSend,
  onCancel,
}: {
  town: string;
  zone: string;
  reason?: 'required' | 'none';
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSend: (times: TimeInput[], reason?: string) => void;
  onCancel?: () => void;
}) {
  const t = useTrialDaysT();
  const [rows, setRows] = useState<Row[]>([emptyRow]);
  const [why, setWhy] = useState('');
  const [tried, setTried] = useState(false);
  const { sentFrom, refused } = useFocusOnRefusal();
  const problems = rows.map((row) => ({
    date: row.date ? undefined : t('form.dateMissing'),
    start: row.start ? undefined : t('form.startMissing'),
    hours:
      Number.isInteger(Number(row.hours)) &&
      Number(row.hours) >= 1 &&
      Number(row.hours) <= TRIAL_HOURS_MAX
        ? undefined
        : t('form.hoursRange'),
  }));
  const reasonMissing = reason === 'required' && !why.trim() ? t('form.reasonMissing') : undefined;
  const set = (index: number, field: keyof Row) => (value: string) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    setTried(true);
    if (reasonMissing || problems.some((p) => p.date || p.start || p.hours)) return refused();
    if (busy) return;
    onSend(
      rows.map((row) => ({
        date: row.date,
        start: row.start,
        hours: Number(row.hours),
        ...(row.place.trim() ? { place: row.place.trim() } : {}),
      })),
      reason === 'none' ? undefined : why.trim() || undefined,
    );
  };
  return (
    <form className="form trial-times" onSubmit={submit} noValidate>
      <p className="field__hint">{t('form.zone', { zone })}</p>
      {rows.map((row, index) => (
        <fieldset key={index} className="trial-times__row">
          <legend>{t('form.time', { number: index + 1 })}</legend>
          <TextField
            label={t('form.date')}
            name={`date-${index}`}
            type="date"
            required
            value={row.date}
            onChange={set(index, 'date')}
            error={tried ? problems[index]!.date : undefined}
          />
          <TextField
            label={t('form.start')}
            name={`start-${index}`}
            type="time"
            required
            value={row.start}
            onChange={set(index, 'start')}
            error={tried ? problems[index]!.start : undefined}
          />
          <TextField
            label={t('form.hours')}
            name={`hours-${index}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={TRIAL_HOURS_MAX}
            required
            value={row.hours}
            onChange={set(index, 'hours')}
            error={tried ? problems[index]!.hours : undefined}
          />
          <TextField
            label={t('form.place')}
            name={`place-${index}`}
            maxLength={TRIAL_PLACE_MAX}
            hint={town ? t('form.placeHint', { town }) : undefined}
            value={row.place}
            onChange={set(index, 'place')}
          />
          {rows.length > 1 ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
            >
              {t('form.removeTime')}
            </button>
          ) : null}
        </fieldset>
      ))}
      {rows.length < TRIAL_TIMES_MAX ? (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setRows((all) => [...all, emptyRow])}
        >
          {t('form.addTime')}
        </button>
      ) : null}
      {reason && reason !== 'none' ? (
        <TextField
          label={t('form.reason')}
          name="reason"
          required
          maxLength={TRIAL_REASON_MAX}
          value={why}
          onChange={setWhy}
          error={tried ? reasonMissing : undefined}
        />
      ) : null}
      {error ? <SendError error={error} /> : null}
      <div className="button-row">
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('sending') : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('form.close')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
