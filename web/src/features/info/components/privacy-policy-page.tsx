import { Link } from 'react-router-dom';
import { APP_NAME } from '@core/reference/brand';
import { Page, type PageProps } from '../../../ui/page';
import { useInfoT } from '../i18n';
import { withElements } from '../../../i18n/with-elements';

/** Plain words about what we keep, where, and how to remove it. */
export function PrivacyPolicyPage({ title }: PageProps) {
  const t = useInfoT();
  return (
    <Page title={title}>
      <p>{t('privacy.intro', { app: APP_NAME })}</p>
      <p>
        {withElements((values) => t('privacy.terms', values), {
          link: <Link to="/terms">{t('privacy.terms.link')}</Link>,
        })}
      </p>
      <h2>{t('privacy.keep.heading')}</h2>
      <ul>
        <li>{t('privacy.keep.account')}</li>
        <li>{t('privacy.keep.profile')}</li>
        <li>{t('privacy.keep.documents')}</li>
        <li>{t('privacy.keep.messages')}</li>
      </ul>
      <h2>{t('privacy.who.heading')}</h2>
      <p>{t('privacy.who.text')}</p>
      <h2>{t('privacy.where.heading')}</h2>
      <p>{t('privacy.where.text')}</p>
      <h2>{t('privacy.remove.heading')}</h2>
      <p>
        {withElements((values) => t('privacy.remove.text', values), {
          link: <Link to="/contactus">{t('privacy.remove.link')}</Link>,
        })}
      </p>
    </Page>
  );
}
