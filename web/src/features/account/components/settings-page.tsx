import { lazy, Suspense } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSocialProviders } from '../../../lib/use-client-config';
import { Page } from '../../../ui/page';
import { SignOutButton } from '../../../ui/sign-out-button';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useMe } from '../../../lib/use-me';
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
 * Text messages bring the world's countries and their dial codes: their own chunk, fetched
 * while the rest of the settings show, so the settings page keeps within its budget.
 */
const TextMessagesSetting = lazy(() =>
  import('./text-messages-setting').then((module) => ({ default: module.TextMessagesSetting })),
);

function AccountSummary() {
  const me = useMe();
  const t = useAccountT();
  if (me.isPending) return <LoadingState label={t('summary.loading')} />;
  if (me.isError) {
    return <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} />;
  }
  return (
    <p>
      {withElements((values) => t('summary.signedInAs', values), {
        email: <strong>{me.data.email}</strong>,
      })}
    </p>
  );
}

/** /my_account/{parent|caregiver|institution}/settings/user/:return */
export function SettingsPage() {
  const providers = useSocialProviders();
  const t = useAccountT();
  return (
    <Page title={t('title')} narrow>
      <AccountSummary />
      <SettingsSection title={t('section.password')}>
        {(id) => <ChangePasswordForm labelledBy={id} />}
      </SettingsSection>
      <SettingsSection title={t('section.email')}>
        {(id) => <ChangeEmailForm labelledBy={id} />}
      </SettingsSection>
      {providers.length > 0 ? (
        <SettingsSection title={t('section.linked')}>
          {() => <LinkedAccounts providers={providers} />}
        </SettingsSection>
      ) : null}
      <SettingsSection title={t('section.signOut')}>
        {() => <SignOutButton label={t('signOutHere')} />}
      </SettingsSection>
      <SettingsSection title={t('section.jobEmails')}>{() => <JobEmailsSetting />}</SettingsSection>
      <SettingsSection title={t('section.texts')}>
        {(id) => (
          <Suspense fallback={<LoadingState />}>
            <TextMessagesSetting labelledBy={id} />
          </Suspense>
        )}
      </SettingsSection>
      <SettingsSection title={t('section.data')}>{() => <DownloadData />}</SettingsSection>
      <SettingsSection title={t('section.delete')}>
        {(id) => <DeleteAccountForm labelledBy={id} />}
      </SettingsSection>
    </Page>
  );
}
