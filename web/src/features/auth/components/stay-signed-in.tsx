import { CheckboxField } from '../../../ui/fields';
import { useAuthT } from '../i18n';

/**
 * "Stay signed in on this phone?", ticked unless the person unticks it: most people use their
 * own phone, and every new sign-in by phone costs a text. Unticked, the session ends when the
 * browser closes and nothing of it is kept on the phone (docs/decisions/accounts-and-sessions.md).
 */
export function StaySignedIn({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useAuthT();
  return (
    <CheckboxField
      label={t('stay.label')}
      hint={t('stay.hint')}
      name="stay"
      checked={checked}
      onChange={onChange}
    />
  );
}
