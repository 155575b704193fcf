import { errorMessage } from '../../../lib/api-error';
import { useSocialProviders } from '../../../lib/use-client-config';
import { Page } from '../../../ui/page';
import { SignOutButton } from '../../../ui/sign-out-button';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useMe } from '../../../lib/use-me';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { DownloadData } from './download-data';
import { JobEmailsSetting } from './job-emails-setting';
import { LinkedAccounts } from './linked-accounts';
import { SettingsSection } from './settings-section';

function AccountSummary() {
  const me = useMe();
  if (me.isPending) return <LoadingState label="Loading your account…" />;
  if (me.isError) {
    return <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} />;
  }
  return (
    <p>
      Signed in as <strong>{me.data.email}</strong>
    </p>
  );
}

/** /my_account/{parent|caregiver|institution}/settings/user/:return */
export function SettingsPage() {
  const providers = useSocialProviders();
  return (
    <Page title="Settings" narrow>
      <AccountSummary />
      <SettingsSection title="Change password">
        {(id) => <ChangePasswordForm labelledBy={id} />}
      </SettingsSection>
      <SettingsSection title="Change e-mail">
        {(id) => <ChangeEmailForm labelledBy={id} />}
      </SettingsSection>
      {providers.length > 0 ? (
        <SettingsSection title="Linked accounts">
          {() => <LinkedAccounts providers={providers} />}
        </SettingsSection>
      ) : null}
      <SettingsSection title="Sign out">
        {() => <SignOutButton label="Sign out on this device" />}
      </SettingsSection>
      <SettingsSection title="Job e-mails">{() => <JobEmailsSetting />}</SettingsSection>
      <SettingsSection title="Your data">{() => <DownloadData />}</SettingsSection>
      <SettingsSection title="Delete account">
        {(id) => <DeleteAccountForm labelledBy={id} />}
      </SettingsSection>
    </Page>
  );
}
