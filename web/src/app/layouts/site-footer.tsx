import { APP_NAME } from '@core/reference/brand';
import { NavList } from '../../ui/nav-list';
import { policyLinks } from '../navigation';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <NavList label="Safety and policies" links={policyLinks} />
      <p>
        © {new Date().getFullYear()} {APP_NAME}. Made for families in Zambia.
      </p>
    </footer>
  );
}
