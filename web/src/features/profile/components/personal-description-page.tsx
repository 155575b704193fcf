import { personalDescriptionBody } from '@core/profiles/schemas';
import type { Me } from '../../../lib/use-me';
import { TextField } from '../../../ui/fields';
import { SubmitButton } from '../../../ui/submit-button';
import { useSaveSection } from '../api/save-section';
import { SaveStatus, SectionPage } from './section-page';
import { useSectionForm, withoutBlanks } from './use-section-form';

function PersonalDescriptionForm({ me, reload }: { me: Me; reload: () => void }) {
  const save = useSaveSection('personal-description');
  const form = useSectionForm(
    personalDescriptionBody,
    { info: me.info ?? '', qualifications: me.qualifications ?? '' },
    (values) => ({ ...withoutBlanks(values), version: me.version ?? 1 }),
  );
  return (
    <form className="form" noValidate onSubmit={form.submitTo(save)}>
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
      <SaveStatus mutation={save} section="personal_description" reload={reload} />
      <SubmitButton busy={save.isPending} busyLabel="Saving…">
        Save description
      </SubmitButton>
    </form>
  );
}

/** /my_account/caregiver/my_profile/personal_description_edit/:return */
export function PersonalDescriptionPage() {
  return (
    <SectionPage section="personal_description">
      {(me, reload) => <PersonalDescriptionForm me={me} reload={reload} />}
    </SectionPage>
  );
}
