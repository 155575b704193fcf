import { Link } from 'react-router-dom';
import { APP_NAME } from '@core/reference/brand';
import { Page, type PageProps } from '../../../ui/page';
import { useInfoT } from '../i18n';
import { withElements } from '../../../i18n/with-elements';

export function AboutPage({ title }: PageProps) {
  const t = useInfoT();
  return (
    <Page title={title}>
      <p>{t('about.intro', { app: APP_NAME })}</p>
      <h2>{t('about.whatWeDo.heading')}</h2>
      <ul>
        <li>{t('about.whatWeDo.parents')}</li>
        <li>{t('about.whatWeDo.caregivers')}</li>
        <li>{t('about.whatWeDo.institutions')}</li>
      </ul>
      <h2>{t('about.phones.heading')}</h2>
      <p>{t('about.phones.text')}</p>
      <p>
        {withElements((values) => t('about.questions', values), {
          link: <Link to="/contactus">{t('about.questions.link')}</Link>,
        })}
      </p>
    </Page>
  );
}
