import { placeName } from '@core/reference/place-names';
import { countryByName } from '@core/reference/countries';
import { priceCurrencyFor } from '@core/reference/prices';
import { regionsOf, townsOf } from '@core/reference/regions';
import type { ReactNode } from 'react';
import { SelectField } from './choice-fields';
import { TextField } from './fields';
import { useUiT } from './i18n';
import { useCountryLabel, useCountryNames } from './country-labels';

/** A select where the reference data lists the choices, a text input where it lists none. */
function ListOrTextField(props: {
  label: string;
  name: string;
  value: string;
  options: string[];
  onChange: (value: string) => void;
  error?: string;
}) {
  return props.options.length ? (
    <SelectField {...props} labelOf={placeName} />
  ) : (
    <TextField {...props} />
  );
}

export interface LocationValues {
  currently_in: string;
  region: string;
  town: string;
}

/**
 * Country, region and town from the reference data: the region list follows the country and
 * the town list the region; where we list none, the user types them. Phone code and currency
 * follow the country (shown, and set by the server on save): the currency prices are charged
 * in, USD where the price table lacks the country's own.
 */
export function LocationFields({
  values,
  errors,
  onChange,
  legend,
  locate,
  required = false,
}: {
  values: LocationValues;
  errors: Record<string, string>;
  onChange: (values: Partial<LocationValues>) => void;
  legend?: string;
  /** A "use my location" control, where the screen offers one. */
  locate?: ReactNode;
  /** The country must be given (region and town stay optional). */
  required?: boolean;
}) {
  const t = useUiT();
  const countryNames = useCountryNames();
  const countryLabel = useCountryLabel();
  const regions = regionsOf(values.currently_in);
  const towns = townsOf(values.currently_in, values.region);
  const country = countryByName(values.currently_in);
  return (
    <fieldset className="field choice">
      <legend>{legend ?? t('location.legend')}</legend>
      {locate}
      <SelectField
        label={t('location.country')}
        name="currently_in"
        value={values.currently_in}
        options={countryNames}
        labelOf={countryLabel}
        required={required}
        onChange={(name) => onChange({ currently_in: name, region: '', town: '' })}
        error={errors.currently_in}
        hint={
          country
            ? t('location.countryHint', {
                dialCode: country.dialCode,
                currency: priceCurrencyFor(country.currencyCode),
              })
            : undefined
        }
      />
      <ListOrTextField
        label={t('location.region')}
        name="region"
        value={values.region}
        options={regions}
        onChange={(region) => onChange({ region, town: '' })}
        error={errors.region}
      />
      <ListOrTextField
        label={t('location.town')}
        name="town"
        value={values.town}
        options={towns}
        onChange={(town) => onChange({ town })}
        error={errors.town}
      />
    </fieldset>
  );
}
