import { Link } from 'react-router-dom';
import { APP_NAME } from '@core/reference/brand';
import { Page } from '../../../ui/page';

export function StartupZambiaPolicyPage() {
  return (
    <Page title="Startup Zambia programme policy">
      <p>
        {APP_NAME} takes part in the Startup Zambia programme, which supports young Zambian
        companies that create local jobs.
      </p>
      <h2>What this means for you</h2>
      <ul>
        <li>Your data stays under our privacy policy; the programme does not receive it.</li>
        <li>
          We may share totals that identify no one, such as how many caregivers found work through
          the site, to report on the programme.
        </li>
        <li>Caregivers and parents in Zambia pay prices in Zambian kwacha (ZMW).</li>
      </ul>
      <p>
        Read the full <Link to="/policy">privacy policy</Link> or{' '}
        <Link to="/contactus">ask us a question</Link>.
      </p>
    </Page>
  );
}
