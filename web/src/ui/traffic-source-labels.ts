import { useMemo } from 'react';
import { trafficSourceLabels, type TrafficSource } from '@core/reference/options';
import { useUiT } from './i18n';

/** The sources named by a word, not a brand: translated (the value stays the API's key). */
const wordKeys = { from_my_friend: 'source.fromMyFriend', other: 'source.other' } as const;
const isWord = (source: string): source is keyof typeof wordKeys => source in wordKeys;

/**
 * How a traffic source reads, wherever it is shown ("How did you hear about us?" and the admin
 * report card): brands by their name, the others in the reader's language, never the raw key.
 */
export function useTrafficSourceLabel(): (source: string) => string {
  const t = useUiT();
  return useMemo(
    () => (source: string) =>
      isWord(source)
        ? t(wordKeys[source])
        : (trafficSourceLabels[source as TrafficSource] ?? source),
    [t],
  );
}
