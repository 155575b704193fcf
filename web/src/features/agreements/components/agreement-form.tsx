import { useId, useState, type FormEvent } from 'react';
import { slugOf } from '@core/reference/categories';
import { wageMinimumFor } from '@core/reference/work-minimums';
import { ApiError } from '../../../lib/api-error';
import { useFocusOnRefusal } from '../../../lib/forms/focus-on-refusal';
import { TextField } from '../../../ui/fields';
import { SendError } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { tOr, useContentT } from '../../../i18n/content/i18n';
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

/** Checkboxes for several of a fixed list (the duties, the work days), kept in the list's order. */
function CheckList<V extends string | number>({
  legend,
  name,
  error,
  options,
  label,
  values,
  onChange,
}: {
  legend: string;
  name: string;
  error?: string;
  options: readonly V[];
  label: (option: V) => string;
  values: readonly V[];
  onChange: (values: V[]) => void;
}) {
  const id = useId();
  const toggle = (option: V, on: boolean) =>
    onChange(options.filter((o) => (o === option ? on : values.includes(o))));
  return (
    <fieldset className="field choice" data-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {error ? <p className="field__error">{error}</p> : null}
      <div className="agreement-form__choices">
        {options.map((option) => (
          <div className="choice__option" key={option}>
            <input
              id={`${id}-${option}`}
              type="checkbox"
              name={name}
              checked={values.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            <label htmlFor={`${id}-${option}`}>{label(option)}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

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

  /** A required field of the form, its error read under the API's name for it. */
  const field = (
    name: Exclude<keyof FormState, 'duties' | 'work_days' | 'live_in_out' | 'other_duties'>,
    label: string,
    { hint, type }: { hint?: string; type?: 'time' | 'date' } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      {...(type ? { type } : { inputMode: 'numeric' as const })}
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
        <CheckList
          legend={t('clause.duties')}
          name="duties"
          error={errorOf('duties')}
          options={Array.from({ length: start.dutyCount }, (_, i) => i + 1)}
          label={(n) => tOr(content, `category.${slug}.duty${n}`, `${start.position} ${n}`)}
          values={form.duties}
          onChange={(duties) => set('duties', duties)}
        />
      ) : null}
      <TextField
        label={t('form.otherDuties')}
        name="other_duties"
        multiline
        value={form.other_duties}
        onChange={(value) => set('other_duties', value)}
        error={errorOf('other_duties')}
      />
      <CheckList
        legend={t('clause.days')}
        name="work_days"
        error={errorOf('work_days')}
        options={weekdays}
        label={(day) => t(`day.${day}`)}
        values={form.work_days}
        onChange={(days) => set('work_days', days)}
      />
      {field('start_time', t('form.startTime'), { type: 'time' })}
      {field('end_time', t('form.endTime'), { type: 'time', hint: t('form.hoursHint', { hours }) })}
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
      {field('start_date', t('clause.start'), { type: 'date' })}
      {field('wage', t('form.wage', { currency: start.currency }), {
        hint:
          minimumWage !== undefined
            ? t('form.wageHint', { amount: wageText(minimumWage, start.currency), hours })
            : start.minimums.sourced
              ? undefined
              : t('form.noMinimum'),
      })}
      {field('pay_day', t('form.payDay'))}
      {field('leave_days', t('form.leave'), {
        hint: start.minimums.annualLeaveDays
          ? t('form.leaveHint', { days: start.minimums.annualLeaveDays.days })
          : undefined,
      })}
      {field('sick_days', t('form.sick'))}
      {field('notice_days', t('form.notice'))}
      {field('trial_days', t('form.trial'))}
      {field('trial_notice_days', t('form.trialNotice'))}
      {draft.isError ? <SendError error={draft.error} /> : null}
      <SubmitButton busy={draft.isPending} busyLabel={t('form.sending')}>
        {t('form.send')}
      </SubmitButton>
    </form>
  );
}
