import { APP_NAME } from '@core/reference/brand';
import { DataSaverSwitch } from '../../ui/data-saver-switch';
import { LanguageSwitch } from '../../ui/language-switch';
import { NavList } from '../../ui/nav-list';
import { useAppT } from '../../i18n/app/i18n';
import { policyLinks } from '../navigation';

export function SiteFooter() {
  const t = useAppT();
  return (
    <footer className="site-footer">
      <NavList label={t('nav.policies')} links={policyLinks} />
      <LanguageSwitch />
      <DataSaverSwitch />
      <p>{t('footer.madeFor', { year: new Date().getFullYear(), app: APP_NAME })}</p>
    </footer>
  );
}
