import { Link } from 'react-router-dom';
import { Avatar } from '../../../ui/avatar';
import type { FeaturedCaregiver } from './home-numbers';

/** The home page's featured caregivers (spec: featured users, limit 15), each to its CV. */
export function FeaturedCaregivers({ caregivers }: { caregivers: FeaturedCaregiver[] }) {
  return (
    <section aria-labelledby="featured-caregivers" className="card">
      <h2 id="featured-caregivers">Featured caregivers</h2>
      <ul className="plain-list" aria-labelledby="featured-caregivers">
        {caregivers.map((caregiver) => {
          const name = caregiver.fullname ?? caregiver.username ?? 'Caregiver';
          return (
            <li key={caregiver.uid} className="result">
              <Avatar name={name} photo={caregiver.photo} />
              <h3>
                <Link to={`/cv/${caregiver.uid}`}>{name}</Link>
              </h3>
              <p>{caregiver.positions?.join(' · ')}</p>
              <p>{[caregiver.town, caregiver.currently_in].filter(Boolean).join(', ')}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
