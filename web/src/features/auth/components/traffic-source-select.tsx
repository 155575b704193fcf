import { trafficSourceLabels, trafficSources, type TrafficSource } from '@core/reference/options';
import { SelectField } from '../../../ui/choice-fields';
import { useAuthT } from '../i18n';

/** The sources named by a word, not a brand: translated at render (the value stays the same). */
const wordKeys = { from_my_friend: 'source.fromMyFriend', other: 'source.other' } as const;
const isWord = (source: string): source is keyof typeof wordKeys => source in wordKeys;

/** "How did you hear about us?" (the spec's traffic sources, optional), asked once at registration. */
export function TrafficSourceSelect(props: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useAuthT();
  return (
    <SelectField
      label={t('source.label')}
      hint={t('source.optional')}
      options={trafficSources}
      labelOf={(source) =>
        isWord(source) ? t(wordKeys[source]) : trafficSourceLabels[source as TrafficSource]
      }
      {...props}
    />
  );
}
