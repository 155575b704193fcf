import { trafficSourceLabels, trafficSources, type TrafficSource } from '@core/reference/options';
import { SelectField } from '../../../ui/choice-fields';

/** "How did you hear about us?" (the spec's traffic sources), asked once at registration. */
export function TrafficSourceSelect(props: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <SelectField
      label="How did you hear about us?"
      options={trafficSources}
      labelOf={(source) => trafficSourceLabels[source as TrafficSource]}
      {...props}
    />
  );
}
