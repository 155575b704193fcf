import { useMemo } from 'react';
import { countryByCode, countryByName } from '@core/reference/countries';
import { countryNameOf } from '@core/reference/country-names';
import { useLocale } from '../i18n/namespace';
import { useOwnCountry } from '../lib/own-country';
import { countryNamesIn, useCountryLabel } from './country-labels';

/** Where a phone number is most likely from when nothing says where the person is. */
export const DEFAULT_DIAL_COUNTRY = 'ZM';

/**
 * The country a phone number's select starts at: the account's (a reference name), else the
 * visit's (an ISO code, as CloudFront or the visitor told it), else Zambia.
 */
export function ownDialCountry(account?: string, visit?: string): string {
  return (
    countryByName(account)?.countryCode ??
    (countryNameOf(visit) ? visit!.trim().toUpperCase() : DEFAULT_DIAL_COUNTRY)
  );
}

/**
 * The countries of a phone number's select, by ISO code, in the order of every country select
 * with the person's own country first (the account's, else the visit's, else Zambia), each named
 * with its calling code in the reader's language: "Zambia (+260)". `own` is that first country,
 * the select's value until the person chooses.
 */
export function useDialCountries() {
  const locale = useLocale();
  const nameOf = useCountryLabel();
  const { account, visit } = useOwnCountry();
  const own = ownDialCountry(account, visit);
  return useMemo(
    () => ({
      own,
      codes: countryNamesIn(locale, countryNameOf(own)).map(
        (name) => countryByName(name)!.countryCode,
      ),
      labelOf: (code: string) => {
        const country = countryByCode(code);
        return country ? `${nameOf(country.countryName)} (${country.dialCode})` : code;
      },
    }),
    [locale, nameOf, own],
  );
}
