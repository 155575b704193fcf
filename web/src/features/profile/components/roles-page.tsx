import {
  childAgeRanges,
  DEFAULT_SALARY,
  durationOptions,
  fullPartTimeOptions,
  liveInOutOptions,
  termOptions,
} from '@core/reference/options';
import { positionsFor } from '@core/reference/positions';
import type { Me } from '../../../lib/use-me';
import { CheckboxGroup, SelectField } from '../../../ui/choice-fields';
import { TextField } from '../../../ui/fields';
import { useOptionLabel } from '../../../ui/option-labels';
import { useSaveSection } from '../api/save-section';
import { dateInput } from './profile-sections';
import { SectionForm, sectionPage, type SectionFormProps } from './section-form';
import { lazyCheck } from '../../../lib/forms/lazy-check';
import { textsOf, useTypedForm, withoutBlanks } from '../../../lib/forms/use-typed-form';
import { useProfileT } from '../i18n';

const checkBody = lazyCheck(() => import('./section-checks').then((checks) => checks.checkRoles));

const yesNo = ['Yes', 'No'] as const;

/**
 * The form shows the default salary in the reader's language and sends it back as the stored
 * key (reference/options.ts), so it reads the same to a reader of any other language.
 */
const initialOf = (me: Me, label: (value: string) => string) => ({
  ...textsOf(me, [
    'live_in_out',
    'full_part_time',
    'work_type',
    'duration',
    'age_range',
    'number_kids',
    'pets',
    'cpr',
  ] as const),
  salary: me.salary ? label(me.salary) : '',
  positions: me.positions ?? [],
  start_date: dateInput(me.start_date),
});
type Values = ReturnType<typeof initialOf>;

function RolesForm({ me, reload }: SectionFormProps) {
  const save = useSaveSection('roles');
  const t = useProfileT();
  const label = useOptionLabel();
  // Children's ages, their number, pets and first aid are about minding children: a cook's
  // roles are the cooking positions and when and how they work (docs/decisions/profiles.md).
  const cook = me.user_type === 'cook';
  const form = useTypedForm(checkBody, initialOf(me, label), (values: Values) => ({
    ...withoutBlanks({
      ...values,
      salary: values.salary.trim() === label(DEFAULT_SALARY) ? DEFAULT_SALARY : values.salary,
    }),
    version: me.version ?? 1,
  }));
  return (
    <SectionForm
      section="roles"
      save={save}
      reload={reload}
      onSubmit={form.submitTo(save)}
      submitLabel={t('roles.save')}
    >
      <CheckboxGroup
        label={t('roles.positions')}
        name="positions"
        required
        hint={t('roles.positionsHint')}
        values={form.values.positions}
        // A cook chooses among the cook positions, a childcarer among the others (the API
        // refuses the rest).
        options={positionsFor(cook ? 'cook' : 'childcarer')}
        onChange={(chosen) => form.set('positions', chosen)}
        error={form.errors.positions}
      />
      <SelectField
        label={t('roles.liveInOut')}
        options={liveInOutOptions}
        {...form.text('live_in_out')}
      />
      <SelectField
        label={t('roles.fullPartTime')}
        options={fullPartTimeOptions}
        {...form.text('full_part_time')}
      />
      <SelectField label={t('roles.term')} options={termOptions} {...form.text('work_type')} />
      <SelectField
        label={t('roles.duration')}
        options={durationOptions}
        {...form.text('duration')}
      />
      <TextField label={t('roles.availableFrom')} type="date" {...form.text('start_date')} />
      <TextField label={t('roles.salary')} hint={t('roles.salaryHint')} {...form.text('salary')} />
      {cook ? null : (
        <>
          <SelectField
            label={t('roles.ages')}
            options={childAgeRanges}
            {...form.text('age_range')}
          />
          <TextField
            label={t('roles.children')}
            inputMode="numeric"
            {...form.text('number_kids')}
          />
          <SelectField label={t('roles.pets')} options={yesNo} {...form.text('pets')} />
          <SelectField label={t('roles.cpr')} options={yesNo} {...form.text('cpr')} />
        </>
      )}
    </SectionForm>
  );
}

/** /my_account/caregiver/my_profile/roles_edit/:return */
export const RolesPage = sectionPage('roles', RolesForm);
