import { useMe } from '../../../lib/use-me';
import { CheckboxField } from '../../../ui/fields';
import { LoadingState, MutationStatus } from '../../../ui/status';
import { useSavePreferences } from '../api/preferences';
import { useAccountT } from '../i18n';

/** Job e-mails on or off: the same switch the unsubscribe link in every job e-mail turns off. */
export function JobEmailsSetting() {
  const me = useMe();
  const save = useSavePreferences();
  const t = useAccountT();
  if (me.isPending) return <LoadingState />;
  const on = save.isPending ? Boolean(save.variables?.send_emails) : me.data?.send_emails !== false;
  return (
    <>
      <CheckboxField
        label={t('jobEmails.label')}
        name="send_emails"
        checked={on}
        onChange={(checked) => save.mutate({ send_emails: checked })}
      />
      <MutationStatus mutation={save} />
    </>
  );
}
