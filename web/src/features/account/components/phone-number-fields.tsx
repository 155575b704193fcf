import { SelectField } from '../../../ui/choice-fields';
import type { useDialCountries } from '../../../ui/dial-countries';
import { TextField } from '../../../ui/fields';
import { useAccountT } from '../i18n';

/** What a zod form gives one field (lib/forms/use-zod-form.ts `field`). */
interface FieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required: boolean;
}

/**
 * A phone number as the settings ask for it: the country of its dial code (own first), and the
 * number as dialled at home. Shared by the number for texts and the number to sign in with.
 */
export function PhoneNumberFields({
  dial,
  field,
}: {
  dial: ReturnType<typeof useDialCountries>;
  field: (name: 'country' | 'number') => FieldProps;
}) {
  const t = useAccountT();
  return (
    <>
      <SelectField
        label={t('sms.country')}
        options={dial.codes}
        labelOf={dial.labelOf}
        placeholder={false}
        {...field('country')}
      />
      <TextField
        label={t('sms.number')}
        hint={t('sms.numberHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...field('number')}
      />
    </>
  );
}
