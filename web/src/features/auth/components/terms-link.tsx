import { Link } from 'react-router-dom';

/** Beside the terms checkbox, outside its label, so tapping the text ticks the box only. */
export function TermsLink() {
  return (
    <Link to="/policy" className="field__hint">
      Read the terms and privacy policy
    </Link>
  );
}
