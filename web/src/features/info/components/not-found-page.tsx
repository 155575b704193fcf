import { Link } from 'react-router-dom';
import { Page, type PageProps } from '../../../ui/page';
import { useInfoT } from '../i18n';
import { withElements } from '../../../i18n/with-elements';

export function NotFoundPage({ title }: PageProps) {
  const t = useInfoT();
  return (
    <Page title={title}>
      <p>{t('notFound.text')}</p>
      <p>
        {withElements((values) => t('notFound.next', values), {
          home: <Link to="/">{t('notFound.home')}</Link>,
          menu: <Link to="/menu">{t('notFound.menu')}</Link>,
        })}
      </p>
    </Page>
  );
}
