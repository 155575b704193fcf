import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { documentKinds, isPublicDocument, type DocumentKind } from '@core/profiles/document-kinds';
import type { PageProps } from '../../../app/pages';
import { errorMessage } from '../../../lib/api-error';
import { useMe, type Me } from '../../../lib/use-me';
import { Page } from '../../../ui/page';
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

type Row = [label: string, value: string | undefined];

const rowsOf = (me: Me): Record<'basic_information' | 'roles' | 'personal_description', Row[]> => ({
  basic_information: [
    ['Name', [me.fullname, me.surname].filter(Boolean).join(' ') || undefined],
    ['Username', me.username],
    ['Phone', me.phone ? `${me.phone_code ?? ''} ${me.phone}` : undefined],
    ['Location', [me.town, me.region, me.currently_in].filter(Boolean).join(', ') || undefined],
    ['Languages', me.languages?.join(', ')],
    ['Education', me.education],
    ['Experience', me.experience],
    ['Visibility', me.radioValue === 1 ? 'Hidden' : 'Visible'],
  ],
  roles: [
    ['Positions', me.positions?.join(', ')],
    ['Live in or out', me.live_in_out],
    ['Full or part time', me.full_part_time],
    ['Available from', dateInput(me.start_date) || undefined],
    ['Salary', me.salary],
  ],
  personal_description: [
    ['About', me.info],
    ['Qualifications', me.qualifications],
  ],
});

function OpenDocument({ uid, kind }: { uid: string; kind: DocumentKind }) {
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
        Open
      </button>
      {problem ? <span className="inline-error">{problem}</span> : null}
    </>
  );
}

function Documents({ me }: { me: Me }) {
  return (
    <ul className="checklist">
      {documentsFor(me.user_type).map((kind) => (
        <li key={kind}>
          <span>
            {documentTitle(kind, me.user_type)} {isPublicDocument(kind) ? '(public)' : '(private)'}
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
  if (me.isPending)
    return (
      <Page title={title}>
        <LoadingState label="Loading your profile…" />
      </Page>
    );
  if (me.isError) {
    return (
      <Page title={title}>
        <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} />
      </Page>
    );
  }
  const rows = rowsOf(me.data);
  return (
    <Page title={title}>
      <p>
        {me.data.live ? (
          <Link to={publicPath(me.data)}>See your public page</Link>
        ) : (
          'Your profile is not live yet.'
        )}
      </p>
      {editableSections(me.data.user_type).map((section) => (
        <section className="card" key={section} aria-labelledby={`${section}-title`}>
          <h2 id={`${section}-title`}>{sectionInfo[section].title}</h2>
          {section === 'uploads' ? (
            <Documents me={me.data} />
          ) : (
            <dl className="facts">
              {rows[section].map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value ?? 'Not given'}</dd>
                </div>
              ))}
            </dl>
          )}
          <p>
            <Link to={editLink(area, section)}>
              Edit {sectionInfo[section].title.toLowerCase()}
            </Link>
          </p>
        </section>
      ))}
    </Page>
  );
}
