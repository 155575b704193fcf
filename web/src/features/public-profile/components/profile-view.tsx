import { placeName } from '@core/reference/place-names';
import type { PublicProfile } from '@core/profiles/schemas';
import { Avatar } from '../../../ui/avatar';
import { usePublicProfileT, type PublicProfileKey } from '../i18n';

const documentNames = {
  cv: 'document.cv',
  police: 'document.police',
  medical: 'document.medical',
  certificate: 'document.certificate',
} as const satisfies Record<string, PublicProfileKey>;

/** The photo at the top of the page (fetched first), or the name's first letter without one. */
export function ProfilePhoto({ profile, alt }: { profile: PublicProfile; alt?: string }) {
  const t = usePublicProfileT();
  const name = profile.fullname ?? profile.username ?? '?';
  return (
    <Avatar
      name={name}
      photo={profile.photo}
      photoSrcset={profile.photoSrcset}
      alt={alt ?? t('photoOf', { name })}
      priority
    />
  );
}

/** What was provided, and what an admin verified; never the documents themselves. */
export function DocumentBadges({ profile }: { profile: PublicProfile }) {
  const t = usePublicProfileT();
  const provided = (Object.keys(documentNames) as (keyof typeof documentNames)[]).filter(
    (kind) => profile.documents[kind]?.provided,
  );
  if (!provided.length) return <p>{t('document.none')}</p>;
  return (
    <ul className="badges" aria-label={t('document.label')}>
      {provided.map((kind) => (
        <li key={kind} className="badge">
          {t(
            profile.documents[kind]?.verified ? 'document.providedVerified' : 'document.provided',
            { document: t(documentNames[kind]) },
          )}
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

/**
 * Town and region as people write them, and the country (named by `countryLabel`, in the
 * reader's language).
 */
export const placeOf = (profile: PublicProfile, countryLabel: (name: string) => string) =>
  [
    profile.town && placeName(profile.town),
    profile.region && placeName(profile.region),
    profile.currently_in && countryLabel(profile.currently_in),
  ]
    .filter(Boolean)
    .join(', ') || undefined;
