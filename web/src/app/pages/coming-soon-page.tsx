import { Link } from 'react-router-dom';
import { Page, type PageProps } from '../../ui/page';
import { useAppT } from '../../i18n/app/i18n';

/** Stands in for a feature not built yet, so every route of the spec already exists. */
export function ComingSoonPage({ title }: PageProps) {
  const t = useAppT();
  return (
    <Page title={title}>
      <div className="status status--empty">
        <p>{t('comingSoon.text')}</p>
        <p>
          <Link to="/">{t('comingSoon.home')}</Link> {t('comingSoon.or')}{' '}
          <Link to="/menu">{t('comingSoon.menu')}</Link>.
        </p>
      </div>
    </Page>
  );
}
