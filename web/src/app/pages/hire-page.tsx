import { useParams } from 'react-router-dom';
import { HireAgreement } from '../../features/agreements/components/hire-agreement';
import { HireSummary } from '../../features/trial-days/components/hire-summary';
import { TrialDaysSection } from '../../features/trial-days/components/trial-days-section';
import { HireWages } from '../../features/wages/components/hire-wages';
import { Page, type PageProps } from '../../ui/page';

/**
 * /hires/:job/:caregiver: one hire (an accepted offer) as its two people see it. The page
 * composes the features that hang under a hire: who and what it is, its trial days, and the
 * work agreement, and its wages.
 */
export function HirePage({ title }: PageProps) {
  const { job = '', caregiver = '' } = useParams();
  const hire = { job, caregiver };
  return (
    <Page title={title}>
      <HireSummary hire={hire} />
      <TrialDaysSection hire={hire} />
      <HireAgreement postId={job} caregiverId={caregiver} />
      <HireWages postId={job} caregiverId={caregiver} />
    </Page>
  );
}
