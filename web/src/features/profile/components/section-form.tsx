import type { FormEvent, ReactNode } from 'react';
import type { ProfileSection } from '@core/profiles/completeness';
import type { Me } from '../../../lib/use-me';
import { SubmitButton } from '../../../ui/submit-button';
import { SaveStatus, SectionPage, type SaveMutation } from './section-page';
import { useProfileT } from '../i18n';

/** A section's form: its fields, then what the last save did, then the save button. */
export function SectionForm({
  section,
  save,
  reload,
  onSubmit,
  submitLabel,
  children,
}: {
  section: ProfileSection;
  save: SaveMutation;
  reload: () => void;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  children: ReactNode;
}) {
  const t = useProfileT();
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      {children}
      <SaveStatus mutation={save} section={section} reload={reload} />
      <SubmitButton busy={save.isPending} busyLabel={t('saving')}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

export interface SectionFormProps {
  me: Me;
  reload: () => void;
}

/** The page for one section: loads the own record, then shows `Form` for it. */
export const sectionPage = (
  section: ProfileSection,
  Form: (props: SectionFormProps) => ReactNode,
) =>
  function SectionEditPage() {
    return (
      <SectionPage section={section}>
        {(me, reload) => <Form me={me} reload={reload} />}
      </SectionPage>
    );
  };
