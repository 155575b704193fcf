import { Link } from 'react-router-dom';
import { APP_NAME } from '@core/reference/brand';
import { Page, type PageProps } from '../../../ui/page';
import { useInfoT } from '../i18n';
import { withElements } from '../../../i18n/with-elements';

export function StartupZambiaPolicyPage({ title }: PageProps) {
  const t = useInfoT();
  return (
    <Page title={title}>
      <p>{t('startup.intro', { app: APP_NAME })}</p>
      <h2>{t('startup.means.heading')}</h2>
      <ul>
        <li>{t('startup.means.data')}</li>
        <li>{t('startup.means.totals')}</li>
        <li>{t('startup.means.prices')}</li>
      </ul>
      <p>
        {withElements((values) => t('startup.more', values), {
          policy: <Link to="/policy">{t('startup.more.policy')}</Link>,
          ask: <Link to="/contactus">{t('startup.more.ask')}</Link>,
        })}
      </p>
    </Page>
  );
}
