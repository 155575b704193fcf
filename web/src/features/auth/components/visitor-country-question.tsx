import { useMemo, useState } from 'react';
import { countryByCode, countryByName } from '@core/reference/countries';
import { chooseVisitorCountry, useVisitorCountry } from '../../../lib/own-country';
import { SelectField } from '../../../ui/choice-fields';
import { useCountryLabel, useCountryNames } from '../../../ui/country-labels';
import { useAuthT } from '../i18n';

/**
 * "Which country are you in?", asked once: only where CloudFront could not tell where the visit
 * comes from and the visitor never answered (lib/own-country.ts). The answer is kept on the
 * device and sent with the registration: the new account's country and currency.
 */
export function VisitorCountryQuestion() {
  const visit = useVisitorCountry();
  const t = useAuthT();
  const names = useCountryNames();
  const nameOf = useCountryLabel();
  // Asked on this form: the select stays while they answer, then the answer is kept.
  const [asking] = useState(visit.unknown);
  const codes = useMemo(() => names.map((name) => countryByName(name)!.countryCode), [names]);
  if (!asking && !visit.unknown) return null;
  return (
    <SelectField
      label={t('country.label')}
      hint={t('country.hint')}
      name="country"
      value={visit.chosen ?? ''}
      options={codes}
      labelOf={(code) => nameOf(countryByCode(code)?.countryName ?? code)}
      onChange={chooseVisitorCountry}
    />
  );
}
