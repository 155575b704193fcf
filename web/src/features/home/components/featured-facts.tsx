import { placeName } from '@core/reference/place-names';
import type { FeaturedCaregiver } from './home-numbers';

const asStored = (value: string) => value;

/**
 * Positions and place; the reference words as `label` and `countryLabel` name them. Its own
 * file: the list (featured-caregivers.tsx) shows it with the stored English words and the
 * labelled chunk (featured-facts-labelled.tsx) with the reader's, and neither imports the other.
 */
export function FeaturedFacts({
  caregiver,
  label = asStored,
  countryLabel = asStored,
}: {
  caregiver: FeaturedCaregiver;
  label?: (value: string) => string;
  countryLabel?: (name: string) => string;
}) {
  return (
    <>
      <p>{caregiver.positions?.map(label).join(' · ')}</p>
      <p>
        {[
          caregiver.town && placeName(caregiver.town),
          caregiver.currently_in && countryLabel(caregiver.currently_in),
        ]
          .filter(Boolean)
          .join(', ')}
      </p>
    </>
  );
}
