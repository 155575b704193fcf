import { trafficSources } from '@core/reference/options';
import { SelectField } from '../../../ui/choice-fields';
import { useTrafficSourceLabel } from '../../../ui/traffic-source-labels';
import { useAuthT } from '../i18n';

/** "How did you hear about us?" (the spec's traffic sources, optional), asked once at registration. */
export function TrafficSourceSelect(props: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useAuthT();
  const sourceLabel = useTrafficSourceLabel();
  return (
    <SelectField
      label={t('source.label')}
      hint={t('source.optional')}
      options={trafficSources}
      labelOf={sourceLabel}
      {...props}
    />
  );
}
