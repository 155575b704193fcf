import { useId, useState, type FormEvent } from 'react';
import { slugOf } from '@core/reference/categories';
import { wageMinimumFor } from '@core/reference/work-minimums';
import { ApiError } from '../../../lib/api-error';
import { useFocusOnRefusal } from '../../../lib/forms/focus-on-refusal';
import { TextField } from '../../../ui/fields';
import { SendError } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { tOr, useContentT } from '../../content/i18n';
import { useDraftAgreement, type AgreementStart, type TermsInput } from '../api/agreements';
import { useAgreementsT } from '../i18n';
import { hoursOf, minorOf, wageText, weekdays } from './words';

type Weekday = (typeof weekdays)[number];

interface FormState {
  duties: number[];
  other_duties: string;
  work_days: Weekday[];
  start_time: string;
  end_time: string;
  live_in_out: 'live-in' | 'live-out';
  start_date: string;
  wage: string;
  pay_day: string;
  leave_days: string;
  sick_days: string;
  notice_days: string;
  trial_days: string;
  trial_notice_days: string;
}

const major = (minor: number | undefined, digits: number) =>
  minor === undefined ? '' : (minor / 10 ** digits).toFixed(digits).replace(/\.0+$/, '');

/** The form's start: the current version when revising, else the offer's job and defaults. */
function initialState(start: AgreementStart): FormState {
  const current = start.agreement?.versions.at(-1)?.terms;
  const digits = start.currency === 'RWF' || start.currency === 'UGX' ? 0 : 2;
  if (current)
    return {
      duties: [...current.duties],
      other_duties: current.other_duties,
      work_days: [...current.work_days],
      start_time: current.start_time,
      end_time: current.end_time,
      live_in_out: current.live_in_out,
      start_date: current.start_date,
      wage: major(current.wage_minor, digits),
      pay_day: String(current.pay_day),
      leave_days: String(current.leave_days),
      sick_days: String(current.sick_days),
      notice_days: String(current.notice_days),
      trial_days: String(current.trial_days),
      trial_notice_days: String(current.trial_notice_days),
    };
  return {
    duties: Array.from({ length: start.dutyCount }, (_, i) => i + 1),
    other_duties: '',
    work_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    start_time: '08:00',
    end_time: '17:00',
    live_in_out: start.prefill.live_in_out ?? 'live-out',
    start_date: start.prefill.start_date ?? '',
    wage: major(start.prefill.wage_minor, digits),
    pay_day: '28',
    leave_days: String(start.minimums.annualLeaveDays?.days ?? ''),
    sick_days: String(start.minimums.sickDays?.days ?? ''),
    notice_days: String(start.minimums.noticeDays?.days ?? 30),
    trial_days: '30',
    trial_notice_days: '7',
  };
}

const whole = (typed: string) => (/^\d{1,4}$/.test(typed.trim()) ? Number(typed) : NaN);

/**
 * The family's draft or revision: prefilled from the offer's job (or the current version), the
 * country's minimums beside the wage and leave, sent as a new version naming the one it revises.
 */
export function AgreementForm({
  postId,
  caregiverId,
  start,
}: {
  postId: string;
  caregiverId: string;
  start: AgreementStart;
}) {
  const t = useAgreementsT();
  const content = useContentT();
  const id = useId();
  const draft = useDraftAgreement(postId, caregiverId);
  const { sentFrom, refused } = useFocusOnRefusal();
  const version = start.agreement?.version;
  // Keyed by the version (hire-agreement.tsx): a new one starts the form again from it.
  const [form, setForm] = useState(() => initialState(start));
  const [wageProblem, setWageProblem] = useState<string>();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((old) => ({ ...old, [key]: value }));
  const fields = draft.error instanceof ApiError ? draft.error.fields : {};
  const errorOf = (name: string) =>
    (name === 'wage_minor' ? wageProblem : undefined) ?? fields[`terms.${name}`] ?? fields[name];
  const hours = hoursOf(form.work_days, form.start_time, form.end_time);
  const minimumWage = start.minimums.wage
    ? wageMinimumFor(start.minimums.wage, hours || start.minimums.wage.weeklyHours)
    : undefined;
  const slug = slugOf(start.position);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sentFrom(event);
    const wage_minor = minorOf(form.wage, start.currency);
    if (wage_minor === undefined) {
      setWageProblem(t('form.wageMissing'));
      return refused();
    }
    setWageProblem(undefined);
    if (draft.isPending) return;
    const terms: TermsInput = {
      duties: form.duties,
      other_duties: form.other_duties,
      work_days: weekdays.filter((day) => form.work_days.includes(day)),
      start_time: form.start_time,
      end_time: form.end_time,
      live_in_out: form.live_in_out,
      start_date: form.start_date,
      wage_minor,
      pay_day: whole(form.pay_day),
      leave_days: whole(form.leave_days),
      sick_days: whole(form.sick_days),
      notice_days: whole(form.notice_days),
      trial_days: whole(form.trial_days),
      trial_notice_days: whole(form.trial_notice_days),
    };
    draft.mutate({ terms, ...(version ? { version } : {}) }, { onError: refused });
  };

  const numberField = (
    name: Exclude<keyof FormState, 'duties' | 'work_days' | 'live_in_out'>,
    label: string,
    hint?: string,
  ) => (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      required
      value={form[name]}
      onChange={(value) => set(name, value)}
      error={errorOf(name === 'wage' ? 'wage_minor' : name)}
      hint={hint}
    />
  );

  return (
    <form className="form agreement-form" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{version ? t('form.revise') : t('form.new')}</h3>
      {start.dutyCount ? (
        <fieldset className="field choice" data-invalid={errorOf('duties') ? true : undefined}>
          <legend>{t('clause.duties')}</legend>
          {errorOf('duties') ? <p className="field__error">{errorOf('duties')}</p> : null}
          {Array.from({ length: start.dutyCount }, (_, i) => i + 1).map((n) => (
            <div className="choice__option" key={n}>
              <input
                id={`${id}-duty${n}`}
                type="checkbox"
                name="duties"
                checked={form.duties.includes(n)}
                onChange={(event) =>
                  set(
                    'duties',
                    event.target.checked
                      ? [...form.duties, n].sort((a, b) => a - b)
                      : form.duties.filter((d) => d !== n),
                  )
                }
              />
              <label htmlFor={`${id}-duty${n}`}>
                {tOr(content, `category.${slug}.duty${n}`, `${start.position} ${n}`)}
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
      <TextField
        label={t('form.otherDuties')}
        name="other_duties"
        multiline
        value={form.other_duties}
        onChange={(value) => set('other_duties', value)}
        error={errorOf('other_duties')}
      />
      <fieldset className="field choice" data-invalid={errorOf('work_days') ? true : undefined}>
        <legend>{t('clause.days')}</legend>
        {errorOf('work_days') ? <p className="field__error">{errorOf('work_days')}</p> : null}
        <div className="agreement-form__days">
          {weekdays.map((day) => (
            <div className="choice__option" key={day}>
              <input
                id={`${id}-${day}`}
                type="checkbox"
                name="work_days"
                checked={form.work_days.includes(day)}
                onChange={(event) =>
                  set(
                    'work_days',
                    event.target.checked
                      ? [...form.work_days, day]
                      : form.work_days.filter((d) => d !== day),
                  )
                }
              />
              <label htmlFor={`${id}-${day}`}>{t(`day.${day}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('form.startTime')}
        name="start_time"
        type="time"
        required
        value={form.start_time}
        onChange={(value) => set('start_time', value)}
        error={errorOf('start_time')}
      />
      <TextField
        label={t('form.endTime')}
        name="end_time"
        type="time"
        required
        value={form.end_time}
        onChange={(value) => set('end_time', value)}
        error={errorOf('end_time')}
        hint={t('form.hoursHint', { hours })}
      />
      <fieldset className="field choice">
        <legend>{t('clause.live')}</legend>
        {(['live-out', 'live-in'] as const).map((live) => (
          <div className="choice__option" key={live}>
            <input
              id={`${id}-${live}`}
              type="radio"
              name="live_in_out"
              checked={form.live_in_out === live}
              onChange={() => set('live_in_out', live)}
            />
            <label htmlFor={`${id}-${live}`}>{t(`live.${live}`)}</label>
          </div>
        ))}
      </fieldset>
      <TextField
        label={t('clause.start')}
        name="start_date"
        type="date"
        required
        value={form.start_date}
        onChange={(value) => set('start_date', value)}
        error={errorOf('start_date')}
      />
      {numberField(
        'wage',
        t('form.wage', { currency: start.currency }),
        minimumWage !== undefined
          ? t('form.wageHint', { amount: wageText(minimumWage, start.currency), hours })
          : start.minimums.sourced
            ? undefined
            : t('form.noMinimum'),
      )}
      {numberField('pay_day', t('form.payDay'))}
      {numberField(
        'leave_days',
        t('form.leave'),
        start.minimums.annualLeaveDays
          ? t('form.leaveHint', { days: start.minimums.annualLeaveDays.days })
          : undefined,
      )}
      {numberField('sick_days', t('form.sick'))}
      {numberField('notice_days', t('form.notice'))}
      {numberField('trial_days', t('form.trial'))}
      {numberField('trial_notice_days', t('form.trialNotice'))}
      {draft.isError ? <SendError error={draft.error} /> : null}
      <SubmitButton busy={draft.isPending} busyLabel={t('form.sending')}>
        {t('form.send')}
      </SubmitButton>
    </form>
  );
}
