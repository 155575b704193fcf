import { useMemo } from 'react';
import {
  childAgeRanges,
  DEFAULT_SALARY,
  durationOptions,
  educationLevels,
  fullPartTimeOptions,
  languages,
  liveInOutOptions,
  sexOptions,
  termOptions,
  unsetFilterValues,
} from '@core/reference/options';
import { camelKey } from '@core/i18n/catalogue-key';
import { positionKeyOf } from '@core/position-words/position-keys';
import englishPositions from '@core/position-words/locales/en.json';
import { placeName } from '@core/reference/place-names';
import { namespace, type Translate } from '../i18n/namespace';
import { useUiT, type UiKey } from './i18n';

/*
 * What a reader sees for an option of the reference data (positions, languages, education,
 * live in/out...). The VALUE stays the English one the API knows; only the label is translated,
 * keyed `option.<group>.<value in camelCase>` in the `ui` catalogue. Positions are named by
 * the `position-words` catalogue the API's e-mails and texts also read
 * (lambdas/core/position-words), so both say a position alike. Countries are named in
 * country-labels.ts (apart, so that pages with a select but no country list do not fetch the
 * world's countries); regions and towns are proper names, shown as people write them.
 */

/** "No preference" values shared by several lists ("Either", "Not specified", "Any ..."). */
const noPreference = unsetFilterValues.filter(Boolean);
const withoutNoPreference = (list: readonly string[]) =>
  list.filter((value) => !(noPreference as readonly string[]).includes(value));

/**
 * The translated lists, each value in exactly one group (so a value alone finds its label).
 * The job form's extra choices ('Yes', 'No', '5 or more') are words too, and so is the salary
 * a profile has until its caregiver writes one.
 */
export const optionGroups = {
  language: languages,
  education: educationLevels,
  fullPartTime: withoutNoPreference(fullPartTimeOptions),
  liveInOut: withoutNoPreference(liveInOutOptions),
  term: withoutNoPreference(termOptions),
  duration: durationOptions,
  ageRange: childAgeRanges,
  sex: sexOptions,
  answer: ['Yes', 'No'],
  children: ['5 or more'],
  salary: [DEFAULT_SALARY],
  any: noPreference,
} as const satisfies Record<string, readonly string[]>;
export type OptionGroup = keyof typeof optionGroups;

export const optionKey = (group: OptionGroup, value: string) =>
  `option.${group}.${camelKey(value)}` as UiKey;

/** Every listed value, in lower case ('Any country' and 'Any Country' are one), to its key. */
const keyByValue = new Map<string, UiKey>(
  (Object.entries(optionGroups) as [OptionGroup, readonly string[]][]).flatMap(([group, list]) =>
    list.map((value) => [value.toLowerCase(), optionKey(group, value)] as const),
  ),
);

/** The catalogue key of a reference value's label, or undefined for a value we do not list. */
export const optionKeyOf = (value: string): UiKey | undefined =>
  keyByValue.get(value.toLowerCase());

/**
 * An option's label: a reference value translated, a region or town as people write it, anything
 * else (a number, a name) as is.
 */
export function optionLabel(t: Translate<UiKey>, value: string): string {
  const key = optionKeyOf(value);
  return key ? t(key) : placeName(value);
}

const { useT: usePositionWords } = namespace('position-words', englishPositions);

/** The label function for the reader's language (a new one when the language changes). */
export function useOptionLabel(): (value: string) => string {
  const t = useUiT();
  const position = usePositionWords();
  return useMemo(
    () => (value: string) => {
      const key = positionKeyOf(value);
      return key ? position(key) : optionLabel(t, value);
    },
    [t, position],
  );
}
