import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { documentKinds, isPublicDocument, type DocumentKind } from '@core/profiles/document-kinds';
import { errorMessage } from '../../../lib/api-error';
import { useMe, type Me } from '../../../lib/use-me';
import { useCountryLabel } from '../../../ui/country-labels';
import { usePlaceLabel } from '../../../ui/place-label';
import { useOptionLabel } from '../../../ui/option-labels';
import { Page, type PageProps } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { documentLink } from '../api/document-link';
import { DocumentBadge } from './document-badge';
import { documentsFor, documentTitle } from './document-upload';
import {
  dateInput,
  editLink,
  editableSections,
  publicPath,
  sectionInfo,
  areaOf,
} from './profile-sections';
import { useProfileT, type ProfileKey } from '../i18n';
import type { Translate } from '../../../i18n/namespace';

type Row = [label: ProfileKey, value: string | undefined];

/** How reference values read: an option's label and a place's name, in the reader's language. */
interface ReferenceLabels {
  label: (value: string) => string;
  placeLabel: ReturnType<typeof usePlaceLabel>;
  countryLabel: (name: string) => string;
}

/** The saved values, each under the key of its label; called at render with `t`. */
const rowsOf = (
  me: Me,
  t: Translate<ProfileKey>,
  { label, placeLabel, countryLabel }: ReferenceLabels,
): Record<'basic_information' | 'roles' | 'personal_description', Row[]> => ({
  basic_information: [
    ['mine.name', [me.fullname, me.surname].filter(Boolean).join(' ') || undefined],
    ['mine.username', me.username],
    ['mine.phone', me.phone ? `${me.phone_code ?? ''} ${me.phone}` : undefined],
    ['mine.location', placeLabel(me)],
    ['mine.languages', me.languages?.map(label).join(', ')],
    ['mine.education', me.education && label(me.education)],
    ['mine.experience', me.experience],
    ['mine.car', me.car && label(me.car)],
    ['mine.origin', me.origin && countryLabel(me.origin)],
    ['mine.visibility', me.radioValue === 1 ? t('mine.hidden') : t('mine.visible')],
    // What an institution says about itself is saved with its basic information.
    ...(me.user_type === 'institution'
      ? ([
          ['mine.about', me.info || undefined],
          ['institution.services', me.services?.map(label).join(', ') || undefined],
          ['institution.contactPerson', me.contact_person || undefined],
        ] satisfies Row[])
      : []),
  ],
  roles: [
    ['mine.positions', me.positions?.map(label).join(', ')],
    ['mine.liveInOut', me.live_in_out && label(me.live_in_out)],
    ['mine.fullPartTime', me.full_part_time && label(me.full_part_time)],
    ['mine.duration', me.duration && label(me.duration)],
    ['mine.availableFrom', dateInput(me.start_date) || undefined],
    ['mine.salary', me.salary && label(me.salary)],
  ],
  personal_description: [
    ['mine.about', me.info],
    ['mine.qualifications', me.qualifications],
  ],
});

function OpenDocument({ uid, kind }: { uid: string; kind: DocumentKind }) {
  const t = useProfileT();
  const [problem, setProblem] = useState('');
  const open = () => {
    setProblem('');
    documentLink(uid, kind)
      .then(({ url }) => window.open(url, '_blank', 'noopener'))
      .catch((error: unknown) => setProblem(errorMessage(error)));
  };
  return (
    <>
      <button type="button" className="button button--small button--secondary" onClick={open}>
        {t('mine.open')}
      </button>
      {problem ? <span className="inline-error">{problem}</span> : null}
    </>
  );
}

function Documents({ me }: { me: Me }) {
  const t = useProfileT();
  return (
    <ul className="checklist">
      {documentsFor(me.user_type).map((kind) => (
        <li key={kind}>
          <span>
            {documentTitle(kind, me.user_type)}{' '}
            {isPublicDocument(kind) ? t('mine.public') : t('mine.private')}
          </span>
          <DocumentBadge me={me} kind={kind} />
          {me[documentKinds[kind].field] ? <OpenDocument uid={me.uid} kind={kind} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** /my_account/{caregiver|institution}/my_profile/user/:return: the own profile, as saved. */
export function MyProfilePage({ title }: PageProps) {
  const area = areaOf(useLocation().pathname);
  const me = useMe();
  const t = useProfileT();
  const label = useOptionLabel();
  const placeLabel = usePlaceLabel();
  const countryLabel = useCountryLabel();
  if (me.isPending)
    return (
      <Page title={title}>
        <LoadingState label={t('loadingProfile')} />
      </Page>
    );
  if (me.isError) {
    return (
      <Page title={title}>
        <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} />
      </Page>
    );
  }
  const rows = rowsOf(me.data, t, { label, placeLabel, countryLabel });
  return (
    <Page title={title}>
      <p>
        {me.data.live ? <Link to={publicPath(me.data)}>{t('publicPage')}</Link> : t('mine.notLive')}
      </p>
      {editableSections(me.data.user_type).map((section) => (
        <section className="card" key={section} aria-labelledby={`${section}-title`}>
          <h2 id={`${section}-title`}>{t(sectionInfo[section].title)}</h2>
          {section === 'uploads' ? (
            <Documents me={me.data} />
          ) : (
            <dl className="facts">
              {rows[section].map(([label, value]) => (
                <div key={label}>
                  <dt>{t(label)}</dt>
                  <dd>{value ?? t('mine.notGiven')}</dd>
                </div>
              ))}
            </dl>
          )}
          <p>
            <Link to={editLink(area, section)}>
              {t('mine.edit', { section: t(sectionInfo[section].title).toLowerCase() })}
            </Link>
          </p>
        </section>
      ))}
    </Page>
  );
}
