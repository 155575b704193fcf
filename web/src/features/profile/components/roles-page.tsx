import {
  childAgeRanges,
  fullPartTimeOptions,
  liveInOutOptions,
  termOptions,
} from '@core/reference/options';
import { positions } from '@core/reference/positions';
import type { Me } from '../../../lib/use-me';
import { CheckboxGroup, SelectField } from '../../../ui/choice-fields';
import { TextField } from '../../../ui/fields';
import { useSaveSection } from '../api/save-section';
import { dateInput } from './profile-sections';
import { SectionForm, sectionPage, type SectionFormProps } from './section-form';
import { lazyCheck } from '../../../lib/forms/lazy-check';
import { textsOf, useTypedForm, withoutBlanks } from '../../../lib/forms/use-typed-form';

const checkBody = lazyCheck(() => import('./section-checks').then((checks) => checks.checkRoles));

const yesNo = ['Yes', 'No'] as const;

const initialOf = (me: Me) => ({
  ...textsOf(me, [
    'live_in_out',
    'full_part_time',
    'work_type',
    'salary',
    'age_range',
    'number_kids',
    'pets',
    'cpr',
  ] as const),
  positions: me.positions ?? [],
  start_date: dateInput(me.start_date),
});
type Values = ReturnType<typeof initialOf>;

function RolesForm({ me, reload }: SectionFormProps) {
  const save = useSaveSection('roles');
  const form = useTypedForm(checkBody, initialOf(me), (values: Values) => ({
    ...withoutBlanks(values),
    version: me.version ?? 1,
  }));
  return (
    <SectionForm
      section="roles"
      save={save}
      reload={reload}
      onSubmit={form.submitTo(save)}
      submitLabel="Save roles"
    >
      <CheckboxGroup
        label="Positions you want"
        name="positions"
        hint="Choose up to five."
        values={form.values.positions}
        options={positions}
        onChange={(chosen) => form.set('positions', chosen)}
        error={form.errors.positions}
      />
      <SelectField
        label="Live in or out"
        options={liveInOutOptions}
        {...form.text('live_in_out')}
      />
      <SelectField
        label="Full or part time"
        options={fullPartTimeOptions}
        {...form.text('full_part_time')}
      />
      <SelectField label="Term" options={termOptions} {...form.text('work_type')} />
      <TextField label="Available from" type="date" {...form.text('start_date')} />
      <TextField
        label="Expected salary"
        hint="For example: Competitive, or 2500 ZMW a month."
        {...form.text('salary')}
      />
      <SelectField
        label="Children's ages you care for"
        options={childAgeRanges}
        {...form.text('age_range')}
      />
      <TextField
        label="How many children can you care for?"
        inputMode="numeric"
        {...form.text('number_kids')}
      />
      <SelectField label="Happy with pets?" options={yesNo} {...form.text('pets')} />
      <SelectField label="Trained in CPR / first aid?" options={yesNo} {...form.text('cpr')} />
    </SectionForm>
  );
}

/** /my_account/caregiver/my_profile/roles_edit/:return */
export const RolesPage = sectionPage('roles', RolesForm);
