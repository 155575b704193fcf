import { TextField } from '../../../ui/fields';
import { useSaveSection } from '../api/save-section';
import { SectionForm, sectionPage, type SectionFormProps } from './section-form';
import { lazyCheck } from '../../../lib/forms/lazy-check';
import { useTypedForm, withoutBlanks } from '../../../lib/forms/use-typed-form';

const checkBody = lazyCheck(() =>
  import('./section-checks').then((checks) => checks.checkPersonalDescription),
);

function PersonalDescriptionForm({ me, reload }: SectionFormProps) {
  const save = useSaveSection('personal-description');
  const form = useTypedForm(
    checkBody,
    { info: me.info ?? '', qualifications: me.qualifications ?? '' },
    (values) => ({ ...withoutBlanks(values), version: me.version ?? 1 }),
  );
  return (
    <SectionForm
      section="personal_description"
      save={save}
      reload={reload}
      onSubmit={form.submitTo(save)}
      submitLabel="Save description"
    >
      <TextField
        label="About you"
        hint="What families should know: your experience, what you enjoy, how you work. At least 20 characters."
        multiline
        {...form.text('info')}
      />
      <p className="field__hint">{form.values.info.trim().length} of 2000 characters</p>
      <TextField
        label="Qualifications"
        hint="Courses, certificates, training (optional)."
        multiline
        {...form.text('qualifications')}
      />
    </SectionForm>
  );
}

/** /my_account/caregiver/my_profile/personal_description_edit/:return */
export const PersonalDescriptionPage = sectionPage('personal_description', PersonalDescriptionForm);
