import type { PublicProfile } from '@core/profiles/public-profile';
import { Avatar } from '../../../ui/avatar';

const documentNames = {
  cv: 'CV',
  police: 'Police clearance',
  medical: 'Medical clearance',
  certificate: 'Certificate',
} as const;

/** The photo, or the first letter of the name where there is none. */
export function ProfilePhoto({ profile }: { profile: PublicProfile }) {
  const name = profile.fullname ?? profile.username ?? '?';
  return <Avatar name={name} photo={profile.photo} alt={`Photo of ${name}`} />;
}

/** What was provided, and what an admin verified; never the documents themselves. */
export function DocumentBadges({ profile }: { profile: PublicProfile }) {
  const provided = (Object.keys(documentNames) as (keyof typeof documentNames)[]).filter(
    (kind) => profile.documents[kind]?.provided,
  );
  if (!provided.length) return <p>No documents provided yet.</p>;
  return (
    <ul className="badges" aria-label="Documents">
      {provided.map((kind) => (
        <li key={kind} className="badge">
          {documentNames[kind]} provided{profile.documents[kind]?.verified ? ' · Verified' : ''}
        </li>
      ))}
    </ul>
  );
}

/** Label and value pairs, leaving out what the profile does not say. */
export function Facts({ rows }: { rows: [label: string, value: string | undefined][] }) {
  const given = rows.filter(([, value]) => value);
  if (!given.length) return null;
  return (
    <dl className="facts">
      {given.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const placeOf = (profile: PublicProfile) =>
  [profile.town, profile.region, profile.currently_in].filter(Boolean).join(', ') || undefined;
