import { Link } from 'react-router-dom';
import { useAuthT } from '../i18n';

/** Beside the terms checkbox, outside its label, so tapping the text ticks the box only. */
export function TermsLink() {
  const t = useAuthT();
  return (
    <Link to="/terms" className="field__hint">
      {t('terms.read')}
    </Link>
  );
}
