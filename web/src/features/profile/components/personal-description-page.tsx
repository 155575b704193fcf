import { TextField } from '../../../ui/fields';
import { useSaveSection } from '../api/save-section';
import { SectionForm, sectionPage, type SectionFormProps } from './section-form';
import { lazyCheck } from '../../../lib/forms/lazy-check';
import { useTypedForm, withoutBlanks } from '../../../lib/forms/use-typed-form';
import { useProfileT } from '../i18n';

const checkBody = lazyCheck(() =>
  import('./section-checks').then((checks) => checks.checkPersonalDescription),
);

function PersonalDescriptionForm({ me, reload }: SectionFormProps) {
  const save = useSaveSection('personal-description');
  const t = useProfileT();
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
      submitLabel={t('description.save')}
    >
      <TextField
        label={t('description.about')}
        hint={t('description.aboutHint')}
        multiline
        {...form.text('info')}
      />
      <p className="field__hint">
        {t('description.count', { count: form.values.info.trim().length, max: 2000 })}
      </p>
      <TextField
        label={t('description.qualifications')}
        hint={t('description.qualificationsHint')}
        multiline
        {...form.text('qualifications')}
      />
    </SectionForm>
  );
}

/** /my_account/caregiver/my_profile/personal_description_edit/:return */
export const PersonalDescriptionPage = sectionPage('personal_description', PersonalDescriptionForm);
