import { jobSelects } from '@core/jobs/job-options';
import { positions } from '@core/reference/positions';
import { todayIn } from '@core/reference/time-zone';
import { lazyCheck } from '../../../lib/forms/lazy-check';
import { withoutBlanks, textsOf, useTypedForm } from '../../../lib/forms/use-typed-form';
import { SelectField } from '../../../ui/choice-fields';
import { CheckboxField, EmailField, TextField } from '../../../ui/fields';
import { LocationFields } from '../../../ui/location-fields';
import { SubmitButton } from '../../../ui/submit-button';
import { SalaryGuideLine } from '../../../ui/salary-guide/salary-guide-line';
import type { Job } from '../../../lib/use-my-jobs';
import type { JobBody } from '../api/jobs-api';
import { useJobsT, type JobsKey } from '../i18n';

const checkBody = lazyCheck(() => import('./job-check').then((checks) => checks.checkJob));

// A saved start date is a day kept as its UTC midnight; a new one starts on the day it is in the
// job's country (Zambia until one is chosen), not UTC's, which is yesterday before 02:00 there.
const dateOf = (timestamp?: number, country?: string) =>
  timestamp ? new Date(timestamp).toISOString().slice(0, 10) : todayIn(country);

type Requirement = Exclude<keyof typeof jobSelects, 'duration'>;
/** The requirement selects and their labels' keys (translated at render). */
const requirementSelects: [name: Requirement, label: JobsKey][] = [
  ['sex', 'form.sex'],
  ['education', 'form.education'],
  ['number_kids', 'form.numberKids'],
  ['age_range', 'form.ageRange'],
  ['pets', 'form.pets'],
  ['cpr', 'form.cpr'],
  ['driver', 'form.driver'],
  ['full_part_time', 'form.fullPartTime'],
  ['live_in_out', 'form.liveInOut'],
  ['language', 'form.language'],
];

/** Spec section 2: each select starts at its first option; start date today; country unset. */
const initialOf = (job: Partial<Job> = {}, email = '') => ({
  ...textsOf(job, [
    'contact',
    'position',
    'salary',
    'hours',
    'qualifications',
    'region',
    'town',
    'info',
  ] as const),
  email: job.email ?? email,
  start_date: dateOf(job.start_date, job.currently_in),
  duration: job.duration ?? jobSelects.duration[0],
  ...(Object.fromEntries(
    requirementSelects.map(([name]) => [name, String(job[name] ?? jobSelects[name][0])]),
  ) as Record<(typeof requirementSelects)[number][0], string>),
  currently_in: job.currently_in ?? '',
  terms: job.terms ?? false,
});
type Values = ReturnType<typeof initialOf>;

interface SaveMutation {
  isPending: boolean;
  mutate: (body: JobBody, options: { onError: (error: unknown) => void }) => void;
}

/**
 * The job posting form of spec section 2, in its four sections; the fields the API requires are
 * marked (asterisk and aria-required, by the shared fields).
 */
export function JobForm({
  job,
  email,
  save,
  submitLabel,
}: {
  job?: Job;
  email: string;
  save: SaveMutation;
  submitLabel: string;
}) {
  const t = useJobsT();
  const form = useTypedForm(checkBody, initialOf(job, email), (values: Values) =>
    withoutBlanks(values),
  );
  const select = (name: keyof typeof jobSelects, label: string, required = false) => (
    <SelectField
      key={name}
      label={label}
      options={jobSelects[name]}
      placeholder={false}
      required={required}
      {...form.text(name)}
    />
  );
  return (
    <form className="form" noValidate onSubmit={form.submitTo(save)}>
      <fieldset className="field choice">
        <legend>{t('form.contact')}</legend>
        <EmailField
          label={t('form.email')}
          hint={t('form.emailHint')}
          required
          {...form.text('email')}
        />
        <TextField
          label={t('form.contactName')}
          autoComplete="name"
          required
          {...form.text('contact')}
        />
      </fieldset>
      <fieldset className="field choice">
        <legend>{t('form.details')}</legend>
        <SelectField
          label={t('form.position')}
          options={positions}
          required
          {...form.text('position')}
        />
        <TextField label={t('form.startDate')} type="date" required {...form.text('start_date')} />
        <TextField
          label={t('form.salary')}
          hint={t('form.salaryHint')}
          required
          {...form.text('salary')}
        />
        <SalaryGuideLine
          salary={form.values.salary}
          position={form.values.position}
          country={form.values.currently_in}
          region={form.values.region}
          town={form.values.town}
        />
        <TextField
          label={t('form.hours')}
          hint={t('form.hoursHint')}
          required
          {...form.text('hours')}
        />
        {select('duration', t('form.duration'), true)}
      </fieldset>
      <fieldset className="field choice">
        <legend>{t('form.requirements')}</legend>
        <TextField label={t('form.qualifications')} {...form.text('qualifications')} />
        {requirementSelects.map(([name, label]) => select(name, t(label)))}
      </fieldset>
      <LocationFields
        legend={t('form.location')}
        required
        values={form.values}
        errors={form.errors}
        onChange={(changes) => {
          for (const [name, value] of Object.entries(changes))
            form.set(name as keyof Values, value);
        }}
      />
      <TextField label={t('form.info')} multiline {...form.text('info')} />
      <CheckboxField
        label={t('form.terms')}
        name="terms"
        checked={form.values.terms}
        onChange={(checked) => form.set('terms', checked)}
        error={form.errors.terms}
      />
      {form.hasErrors ? (
        <p className="inline-error" role="alert">
          {t('form.fixErrors')}
        </p>
      ) : null}
      <SubmitButton busy={save.isPending} busyLabel={t('form.saving')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
