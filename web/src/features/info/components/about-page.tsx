import { Link } from 'react-router-dom';
import { APP_NAME } from '@core/reference/brand';
import { Page } from '../../../ui/page';

export function AboutPage() {
  return (
    <Page title="About us">
      <p>
        {APP_NAME} helps African families find people they can trust to care for their children,
        their parents and their homes, starting in Zambia.
      </p>
      <h2>What we do</h2>
      <ul>
        <li>Parents post jobs and search caregiver profiles.</li>
        <li>
          Nannies, cooks and other caregivers keep a profile, upload their documents and apply for
          jobs.
        </li>
        <li>
          Institutions that train or place carers refer their members and earn from referrals.
        </li>
      </ul>
      <h2>Made for phones and slow connections</h2>
      <p>
        The site is small and quick to load, so it works on an inexpensive phone and on mobile data.
      </p>
      <p>
        Questions? <Link to="/contactus">Send us a message</Link>.
      </p>
    </Page>
  );
}
