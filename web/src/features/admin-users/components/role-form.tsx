import { useZodForm } from '../../../lib/forms/use-zod-form';
import { CheckboxField } from '../../../ui/fields';
import { MutationStatus } from '../../../ui/status';
import { SubmitButton } from '../../../ui/submit-button';
import { roleFlagsBody, useSetRoles } from '../api/set-roles';
import { useAdminUsersT, type AdminUsersKey } from '../i18n';

export interface RoleFlags {
  super_admin: boolean;
  admin: boolean;
  accredited: boolean;
}

const flagLabels: [keyof RoleFlags, AdminUsersKey][] = [
  ['super_admin', 'roles.superAdmin'],
  ['admin', 'roles.admin'],
  ['accredited', 'roles.accredited'],
];

/**
 * The role form (spec section 2): a found user's e-mail and the three flags, prefilled with
 * the user's current groups. Only a super admin may change admin or super admin (the server says so).
 */
export function RoleForm({ email, initial }: { email: string; initial: RoleFlags }) {
  const t = useAdminUsersT();
  const form = useZodForm(roleFlagsBody, { email, ...initial });
  const save = useSetRoles();
  return (
    <section aria-labelledby="role-form-title" className="card">
      <h2 id="role-form-title">{t('roles.title')}</h2>
      <p className="field__hint">{t('roles.hint')}</p>
      <MutationStatus mutation={save} />
      <form onSubmit={form.submitTo(save)} noValidate className="form">
        {/* The flags are this user's current ones, so the e-mail is not editable here: typing
            another address would set that user's roles from someone else's. */}
        <p>
          {t('roles.of')} <strong>{email}</strong>
        </p>
        {flagLabels.map(([name, label]) => (
          <CheckboxField
            key={name}
            name={name}
            label={t(label)}
            checked={Boolean(form.values[name])}
            onChange={(checked) => form.setField(name, checked)}
            error={form.errors[name]}
          />
        ))}
        <SubmitButton busy={save.isPending} busyLabel={t('saving')}>
          {t('roles.save')}
        </SubmitButton>
      </form>
    </section>
  );
}

export const flagsOf = (groups: string[]): RoleFlags => ({
  super_admin: groups.includes('super_admin'),
  admin: groups.includes('admin'),
  accredited: groups.includes('accredited'),
});
