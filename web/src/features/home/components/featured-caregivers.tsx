import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../i18n/namespace';
import { Avatar } from '../../../ui/avatar';
import { useHomeT } from '../i18n';
import { FeaturedFacts } from './featured-facts';
import type { FeaturedCaregiver } from './home-numbers';

const loadLabelled = () => import('./featured-facts-labelled');
const FeaturedFactsLabelled = lazy(loadLabelled);

/** Placeholder rows while the list loads: enough to fill the screen below the heading. */
const SKELETON_ROWS = 3;

/**
 * One row's shape without its content: the same elements and line heights as a caregiver, so
 * the list that replaces it moves nothing on screen.
 */
function SkeletonRow() {
  return (
    <li className="result">
      <div className="profile-photo skeleton" />
      <h3>
        <span className="skeleton skeleton--text skeleton--name">&nbsp;</span>
      </h3>
      <p>
        <span className="skeleton skeleton--text skeleton--line">&nbsp;</span>
      </p>
      <p>
        <span className="skeleton skeleton--text skeleton--short">&nbsp;</span>
      </p>
    </li>
  );
}

/**
 * The home page's featured caregivers (spec: featured users, limit 15), each to its CV. The
 * section is there from the first paint, with placeholder rows until `caregivers` arrives, so
 * the rest of the page does not jump when it does.
 */
export function FeaturedCaregivers({ caregivers }: { caregivers?: FeaturedCaregiver[] }) {
  const t = useHomeT();
  // The stored words are the English labels (positions and countries are picked from the reference
  // lists), so an English reader needs no labels: their chunk brings the `ui` catalogue and the
  // world's countries, a fifth of the home page's JavaScript (docs/decisions/speed-and-bundles.md,
  // "What the first pages stopped loading"). Another language fetches it while the list is on its
  // way; until it is there, a row reads the stored English words.
  const labelled = useLocale() !== 'en';
  useEffect(() => {
    if (labelled) void loadLabelled();
  }, [labelled]);
  return (
    <section
      aria-labelledby="featured-caregivers"
      className="card"
      aria-busy={caregivers === undefined}
    >
      <h2 id="featured-caregivers">{t('featured.heading')}</h2>
      {caregivers === undefined ? (
        <ul className="plain-list" aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <SkeletonRow key={index} />
          ))}
        </ul>
      ) : caregivers.length === 0 ? (
        <p>
          {t('featured.none')} <Link to="/find_childcarer/all">{t('featured.find')}</Link>
        </p>
      ) : (
        <ul className="plain-list" aria-labelledby="featured-caregivers">
          {caregivers.map((caregiver) => {
            const name = caregiver.fullname ?? caregiver.username ?? t('featured.unnamed');
            return (
              <li key={caregiver.uid} className="result">
                <Avatar
                  name={name}
                  photo={caregiver.photo}
                  photoSrcset={caregiver.photoSrcset}
                  inList
                />
                <h3>
                  <Link to={`/cv/${caregiver.uid}`}>{name}</Link>
                </h3>
                {labelled ? (
                  <Suspense fallback={<FeaturedFacts caregiver={caregiver} />}>
                    <FeaturedFactsLabelled caregiver={caregiver} />
                  </Suspense>
                ) : (
                  <FeaturedFacts caregiver={caregiver} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
