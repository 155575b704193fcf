import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EmailField } from '../../../ui/fields';
import { Page } from '../../../ui/page';
import { useAuthT } from '../i18n';
import { ResendVerificationButton } from './resend-verification-button';
import { withElements } from '../../../i18n/with-elements';

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
  const t = useAuthT();

  return (
    <Page title={t('verify.title')} narrow>
      {knownEmail ? (
        <p>
          {withElements((values) => t('verify.sentTo', values), {
            email: <strong>{knownEmail}</strong>,
          })}
        </p>
      ) : (
        <p>{t('verify.sent')}</p>
      )}
      <p className="field__hint">{t('verify.spam')}</p>
      {knownEmail ? null : (
        <EmailField
          name="email"
          hint={t('verify.typeAddress')}
          value={typedEmail}
          onChange={setTypedEmail}
        />
      )}
      <ResendVerificationButton email={email} />
      <p>
        <Link to="/login/user" className="button">
          {t('goToSignIn')}
        </Link>
      </p>
    </Page>
  );
}
