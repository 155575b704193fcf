import { serviceCategories } from '@core/reference/positions';
import { CheckboxGroup } from '../../../ui/choice-fields';
import { TextField } from '../../../ui/fields';
import { useProfileT } from '../i18n';

interface TextProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * What an institution tells families and caregivers on its public page: a description, the
 * service categories it trains for or provides, and whom to ask for. Its phone and e-mail are
 * never shown there, and the hints say so.
 */
export function InstitutionAboutFields({
  info,
  contactPerson,
  services,
}: {
  info: TextProps;
  contactPerson: TextProps;
  services: { values: readonly string[]; onChange: (values: string[]) => void; error?: string };
}) {
  const t = useProfileT();
  return (
    <>
      <TextField
        label={t('institution.about')}
        hint={t('institution.aboutHint')}
        multiline
        {...info}
      />
      <p className="field__hint">
        {t('description.count', { count: info.value.trim().length, max: 2000 })}
      </p>
      <CheckboxGroup
        label={t('institution.services')}
        hint={t('institution.servicesHint')}
        name="services"
        options={serviceCategories}
        {...services}
      />
      <TextField
        label={t('institution.contactPerson')}
        hint={t('institution.contactPersonHint')}
        autoComplete="name"
        {...contactPerson}
      />
    </>
  );
}
