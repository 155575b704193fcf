import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EmailField } from '../../../ui/fields';
import { Page } from '../../../ui/page';
import { ResendVerificationButton } from './resend-verification-button';

/** The address comes in navigation state: it is not put in the URL, which ends up in logs. */
const emailFromState = (state: unknown): string => {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
};

export function EmailVerificationPage() {
  const location = useLocation();
  const knownEmail = emailFromState(location.state);
  const [typedEmail, setTypedEmail] = useState('');
  const email = knownEmail || typedEmail.trim();

  return (
    <Page title="Check your e-mail" narrow>
      {knownEmail ? (
        <p>
          We sent a link to <strong>{knownEmail}</strong>. Open it to verify your address, then sign
          in.
        </p>
      ) : (
        <p>We sent you a link. Open it to verify your address, then sign in.</p>
      )}
      <p className="field__hint">
        It can take a few minutes to arrive. Look in your spam or junk folder too.
      </p>
      {knownEmail ? null : (
        <EmailField
          name="email"
          hint="Type your address to have the link sent again."
          value={typedEmail}
          onChange={setTypedEmail}
        />
      )}
      <ResendVerificationButton email={email} />
      <p>
        <Link to="/login/user" className="button">
          Go to sign in
        </Link>
      </p>
    </Page>
  );
}
