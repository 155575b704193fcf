import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { jobSelects } from '../../lambdas/core/jobs/job-options';
import { countries } from '../../lambdas/core/reference/countries';
import {
  childAgeRanges,
  durationOptions,
  educationLevels,
  fullPartTimeOptions,
  languages,
  liveInOutOptions,
  sexOptions,
  termOptions,
  unsetFilterValues,
} from '../../lambdas/core/reference/options';
import { positions, serviceCategories } from '../../lambdas/core/reference/positions';
import { ANY_COUNTRY, ANY_POSITION } from '../../web/src/features/jobs/api/find-jobs-path';
import { filterDefaults } from '../../web/src/features/search/api/find-caregivers-path';
import { SelectField } from '../../web/src/ui/choice-fields';
import { countryLabel, countryNamesIn } from '../../web/src/ui/country-labels';
import english from '../../web/src/ui/locales/en.json';
import { pricedCountryCodes } from '../../lambdas/core/reference/prices';
import englishPositions from '../../lambdas/core/position-words/locales/en.json';
import { positionKeyOf } from '../../lambdas/core/position-words/position-keys';
import { optionGroups, optionKeyOf } from '../../web/src/ui/option-labels';

/*
 * Every value a select offers from the reference data has a label in the `ui` catalogue, so a
 * new option cannot reach a screen untranslated; the value sent to the API never changes.
 */

const catalogue: Record<string, string> = english;
const priced = Object.values(pricedCountryCodes);
const positionNames: Record<string, string> = englishPositions;

/** A value's English label: a position's from the shared catalogue, any other from `ui`. */
const englishLabel = (value: string) => {
  const position = positionKeyOf(value);
  if (position) return positionNames[position];
  const key = optionKeyOf(value);
  return key && catalogue[key];
};

/** Every list the selects offer (the job form's and the search filters' too). */
const offered: Record<string, readonly string[]> = {
  serviceCategories,
  positions,
  languages,
  educationLevels,
  fullPartTimeOptions,
  liveInOutOptions,
  termOptions,
  durationOptions,
  childAgeRanges,
  sexOptions,
  unsetFilterValues: unsetFilterValues.filter(Boolean),
  ...Object.fromEntries(Object.entries(jobSelects).map(([name, list]) => [`job ${name}`, list])),
  searchDefaults: Object.values(filterDefaults),
  findJobDefaults: [ANY_POSITION, ANY_COUNTRY],
};

/** English labels that correct the stored value's spelling or make it readable. */
const englishCorrections: Record<string, string> = {
  Portugese: 'Portuguese',
  'infant 0-11mos': 'Infant (0–11 months)',
  'toddler 1-3yrs': 'Toddler (1–3 years)',
  'early school age 4-5yrs': 'Early school age (4–5 years)',
  'school age 6+yrs': 'School age (6+ years)',
};

describe('option labels of the reference data', () => {
  it.each(Object.entries(offered))('%s: every value has an English label', (_, list) => {
    for (const value of list) {
      if (/^\d+$/.test(value)) continue; // a number reads the same in every language
      const label = englishLabel(value);
      expect(label, value).toBeDefined();
      const corrected = englishCorrections[value];
      if (corrected) expect(label, value).toBe(corrected);
      else expect(label?.toLowerCase(), value).toBe(value.toLowerCase());
    }
  });

  it('names every listed position once, in the catalogue the API reads too', () => {
    expect(Object.keys(positionNames).sort()).toEqual(
      serviceCategories.map((position) => positionKeyOf(position)).sort(),
    );
    expect(Object.keys(catalogue).filter((key) => key.startsWith('option.position.'))).toEqual([]);
  });

  it('finds each value in one group only, and the catalogue keeps no label of a removed value', () => {
    const values = Object.values(optionGroups).flatMap((list) => list.map((v) => v.toLowerCase()));
    expect(new Set(values).size).toBe(values.length);
    const keys = Object.values(optionGroups).flatMap((list) => list.map((v) => optionKeyOf(v)));
    const catalogued = Object.keys(catalogue).filter((key) => key.startsWith('option.'));
    expect(catalogued.sort()).toEqual([...new Set(keys)].sort());
  });

  it('shows the label and sends the value', () => {
    const html = renderToStaticMarkup(
      h(SelectField, {
        label: 'Language',
        name: 'language1',
        value: 'Portugese',
        options: ['Portugese', 'bemba', '10+'],
        onChange: () => undefined,
      }),
    );
    expect(html).toContain('<option value="Portugese" selected="">Portuguese</option>');
    expect(html).toContain('<option value="bemba">Bemba</option>');
    expect(html).toContain('<option value="10+">10+</option>');
  });

  it('names countries in the language Intl knows, in English where it does not', () => {
    expect(countryLabel('fr', 'Zambia')).toBe('Zambie');
    expect(countryLabel('pt', 'Mozambique')).toBe('Moçambique');
    expect(countryLabel('sw', 'Kenya')).toBe('Kenya');
    expect(countryLabel('bem', 'Zambia')).toBe('Zambia');
    expect(countryLabel('ny', 'Malawi')).toBe('Malawi');
    expect(countryLabel('en', "Côte d'Ivoire")).toBe("Côte d'Ivoire");
    for (const country of countries)
      expect(countryLabel('fr', country.countryName), country.countryCode).not.toBe('');
  });

  it('orders the country values by their label in the reader language', () => {
    const french = countryNamesIn('fr');
    expect(french).toHaveLength(countries.length);
    expect(new Set(french).size).toBe(countries.length);
    expect(french.indexOf('Germany')).toBeLessThan(french.indexOf('Angola')); // Allemagne
    // English, and Bemba and Nyanja (which Intl cannot name countries in), by the English name.
    for (const locale of ['en', 'bem', 'ny'] as const) {
      const names = countryNamesIn(locale);
      const rest = names.slice(priced.length);
      expect(rest.slice(0, 3), locale).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
      expect(rest.indexOf('Zimbabwe'), locale).toBe(rest.length - 1);
    }
  });

  it("puts the reader's own country first, then the 13 priced countries, then the rest", () => {
    const names = countryNamesIn('en', 'Botswana');
    expect(names[0]).toBe('Botswana');
    expect(names.slice(1, 1 + priced.length)).toEqual([
      'Cameroon',
      "Côte d'Ivoire",
      'Democratic Republic of the Congo',
      'Ghana',
      'Kenya',
      'Malawi',
      'Mozambique',
      'Nigeria',
      'Rwanda',
      'Sierra Leone',
      'Tanzania',
      'Uganda',
      'Zambia',
    ]);
    expect(names).toHaveLength(countries.length);
    expect(names.filter((name) => name === 'Botswana')).toHaveLength(1);
    // Their own country among the priced ones: first, and not twice.
    const kenyan = countryNamesIn('fr', 'Kenya');
    expect(kenyan[0]).toBe('Kenya');
    expect(kenyan).toHaveLength(countries.length);
    expect(kenyan.slice(1, priced.length).map((name) => countryLabel('fr', name))).toEqual(
      [...kenyan.slice(1, priced.length).map((name) => countryLabel('fr', name))].sort(
        new Intl.Collator('fr').compare,
      ),
    );
  });
});
