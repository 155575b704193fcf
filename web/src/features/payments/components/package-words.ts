import { useMemo } from 'react';
import type { PaymentsKey } from '../i18n';
import { usePaymentsT } from '../i18n';

/*
 * What a package is called and what it gives, in the reader's language. The API names packages
 * in English (its ids are the keys: payments/packages.ts); the SPA translates by id when it
 * shows them, so a stored cart or order reads in whatever language its reader uses now.
 */

interface Words {
  title: PaymentsKey;
  gives: PaymentsKey;
  period?: PaymentsKey;
}

const months = {
  1: ['title.standard', 'period.oneMonth'],
  3: ['title.professional', 'period.threeMonths'],
  12: ['title.ultimate', 'period.twelveMonths'],
} as const satisfies Record<number, [PaymentsKey, PaymentsKey]>;

const featured = {
  '1w': ['title.featured1w', 'period.oneWeek'],
  '1m': ['title.featured1m', 'period.oneMonth'],
  '3m': ['title.featured3m', 'period.threeMonths'],
  '12m': ['title.featured12m', 'period.twelveMonths'],
} as const satisfies Record<string, [PaymentsKey, PaymentsKey]>;

/** The message keys of every package the API sells, by package id. */
export const packageWords: Readonly<Record<string, Words>> = {
  ...Object.fromEntries(
    (['parent', 'caregiver'] as const).flatMap((kind) =>
      Object.entries(months).map(([count, [title, period]]) => [
        `${kind}-${count}m`,
        { title, period, gives: `gives.${kind}` as const },
      ]),
    ),
  ),
  ...Object.fromEntries(
    Object.entries(featured).map(([id, [title, period]]) => [
      `featured-${id}`,
      { title, period, gives: 'gives.featured' as const },
    ]),
  ),
  'personality-test': { title: 'title.personalityTest', gives: 'gives.personality' },
};

/** A package as the API describes it: its id, and its English words for an id we do not know. */
interface Described {
  id: string;
  title: string;
  gives?: string;
}

/** The translators of a package's name and description in the reader's language. */
export function usePackageWords() {
  const t = usePaymentsT();
  return useMemo(
    () => ({
      title: ({ id, title }: Described) => {
        const words = packageWords[id];
        return words ? t(words.title) : title;
      },
      gives: ({ id, gives = '' }: Described) => {
        const words = packageWords[id];
        if (!words) return gives;
        return t(words.gives, words.period ? { period: t(words.period) } : undefined);
      },
    }),
    [t],
  );
}
