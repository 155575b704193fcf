import { useParams } from 'react-router-dom';
import { Page, type PageProps } from '../../../ui/page';
import { useAgreementsT } from '../i18n';
import { HireAgreement } from './hire-agreement';

/** /hires/:job/:caregiver/agreement: a hire's agreement on a page of its own. */
export function AgreementPage({ title }: PageProps) {
  const { job = '', caregiver = '' } = useParams();
  const t = useAgreementsT();
  return (
    <Page title={t('title') || title}>
      <HireAgreement postId={job} caregiverId={caregiver} />
    </Page>
  );
}
