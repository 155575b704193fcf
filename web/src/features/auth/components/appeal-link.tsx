import { Link } from 'react-router-dom';
import { useAuthT } from '../i18n';

/** Where a suspended person appeals: the contact page (shown at sign-in and at reset). */
export function AppealLink() {
  const t = useAuthT();
  return (
    <p>
      <Link to="/contactus">{t('appeal')}</Link>
    </p>
  );
}
