import { useCountryLabel } from '../../../ui/country-labels';
import { useOptionLabel } from '../../../ui/option-labels';
import { FeaturedFacts } from './featured-facts';
import type { FeaturedCaregiver } from './home-numbers';

/**
 * A featured caregiver's positions and country in the reader's language. Loaded apart from the
 * home page (featured-caregivers.tsx): the labels bring the `ui` catalogue and the world's
 * countries, which the landing page's first paint does not need.
 */
export default function FeaturedFactsLabelled({ caregiver }: { caregiver: FeaturedCaregiver }) {
  const label = useOptionLabel();
  const countryLabel = useCountryLabel();
  return <FeaturedFacts caregiver={caregiver} label={label} countryLabel={countryLabel} />;
}
