import { trafficSourceLabels, trafficSources, type TrafficSource } from '@core/reference/options';
import { SelectField } from '../../../ui/choice-fields';
import { useAuthT } from '../i18n';

/** "How did you hear about us?" (the spec's traffic sources), asked once at registration. */
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
      options={trafficSources}
      labelOf={(source) => trafficSourceLabels[source as TrafficSource]}
      {...props}
    />
  );
}
