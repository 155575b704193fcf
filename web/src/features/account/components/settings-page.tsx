import { lazy, Suspense, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSocialProviders } from '../../../lib/use-client-config';
import { Page } from '../../../ui/page';
import { SignOutButton } from '../../../ui/sign-out-button';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useMe, type Me } from '../../../lib/use-me';
import { useAccountT } from '../i18n';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { DownloadData } from './download-data';
import { JobEmailsSetting } from './job-emails-setting';
import { LinkedAccounts } from './linked-accounts';
import { SettingsSection } from './settings-section';
import { withElements } from '../../../i18n/with-elements';

/**
 * Text messages and the number to sign in with bring the world's countries and their dial
 * codes: their own chunks, fetched while the rest of the settings show, so the settings page
 * keeps within its budget.
 */
const TextMessagesSetting = lazy(() =>
  import('./text-messages-setting').then((module) => ({ default: module.TextMessagesSetting })),
);
const SignInPhoneSetting = lazy(() =>
  import('./sign-in-phone-setting').then((module) => ({ default: module.SignInPhoneSetting })),
);

/** Who is signed in: their e-mail address, or the number of an account made by phone. */
function AccountSummary({ me }: { me: ReturnType<typeof useMe> }) {
  const t = useAccountT();
  if (me.isPending) return <LoadingState label={t('summary.loading')} />;
  if (me.isError) {
    return <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} />;
  }
  const name = me.data.email ?? me.data.signInPhone;
  if (!name) return null;
  return (
    <p>
      {withElements((values) => t('summary.signedInAs', values), {
        email: <strong>{name}</strong>,
      })}
    </p>
  );
}

/**
 * Signing in and proving it is them: the password, the e-mail and the number to sign in with.
 * An account made by phone sees its number first, then "Add an e-mail address" and "Set a
 * password", each proven by a texted code.
 */
function SignInSections({ account }: { account: Me }) {
  const t = useAccountT();
  const byPhone = !account.email;
  const password = (
    <SettingsSection
      key="password"
      title={byPhone ? t('section.setPassword') : t('section.password')}
    >
      {(id) => <ChangePasswordForm labelledBy={id} account={account} />}
    </SettingsSection>
  );
  const email = (
    <SettingsSection key="email" title={byPhone ? t('section.addEmail') : t('section.email')}>
      {(id) => <ChangeEmailForm labelledBy={id} account={account} />}
    </SettingsSection>
  );
  const phone = (
    <SettingsSection key="phone" title={t('section.signInPhone')}>
      {(id) => (
        <Suspense fallback={<LoadingState />}>
          <SignInPhoneSetting labelledBy={id} current={account.signInPhone} />
        </Suspense>
      )}
    </SettingsSection>
  );
  return <>{byPhone ? [phone, email, password] : [password, email, phone]}</>;
}

/**
 * /my_account/{parent|caregiver|institution}/settings/user/:return. `more`: sections another
 * feature adds, composed by the app (the payout number of wages, web/src/app/pages).
 */
export function SettingsPage({ more }: { more?: ReactNode }) {
  const providers = useSocialProviders();
  const me = useMe();
  const t = useAccountT();
  const account = me.data;
  // Until the record says otherwise, the account is taken to have an e-mail (most do).
  const hasEmail = !account || Boolean(account.email);
  return (
    <Page title={t('title')} narrow>
      <AccountSummary me={me} />
      {account ? <SignInSections account={account} /> : null}
      {/* Social sign-ins link by the account's e-mail: an account without one has none to link. */}
      {providers.length > 0 && hasEmail ? (
        <SettingsSection title={t('section.linked')}>
          {() => <LinkedAccounts providers={providers} />}
        </SettingsSection>
      ) : null}
      <SettingsSection title={t('section.signOut')}>
        {() => <SignOutButton label={t('signOutHere')} />}
      </SettingsSection>
      {/* Job e-mails need an address; an account made by phone is texted them (below). */}
      {hasEmail ? (
        <SettingsSection title={t('section.jobEmails')}>
          {() => <JobEmailsSetting />}
        </SettingsSection>
      ) : null}
      <SettingsSection title={t('section.texts')}>
        {(id) => (
          <Suspense fallback={<LoadingState />}>
            <TextMessagesSetting labelledBy={id} />
          </Suspense>
        )}
      </SettingsSection>
      {more}
      <SettingsSection title={t('section.data')}>{() => <DownloadData />}</SettingsSection>
      {account ? (
        <SettingsSection title={t('section.delete')}>
          {(id) => <DeleteAccountForm labelledBy={id} account={account} />}
        </SettingsSection>
      ) : null}
    </Page>
  );
}
