import { Link } from 'react-router-dom';
import { APP_NAME } from '@core/reference/brand';
import { policyLinks } from '../navigation';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Policies">
        <ul>
          {policyLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        © {new Date().getFullYear()} {APP_NAME}. Made for families in Zambia.
      </p>
    </footer>
  );
}
