import { Link, useLocation } from 'react-router-dom';
import { documentsFor, DocumentUpload } from './document-upload';
import { accountLink, areaOf, missingOf } from './profile-sections';
import { SectionPage } from './section-page';

/** /my_account/{caregiver|institution}/my_profile/uploads_edit/:return */
export function UploadsPage() {
  const area = areaOf(useLocation().pathname);
  return (
    <SectionPage section="uploads">
      {(me) => (
        <>
          <p className="page__intro">
            Files go straight to secure storage and are checked by their content. Only your photo is
            public; families see that your other documents were provided, never the documents
            themselves.
          </p>
          {documentsFor(me.user_type).map((kind) => (
            <DocumentUpload key={kind} me={me} kind={kind} required={kind === 'cv'} />
          ))}
          <p>
            {missingOf(me).length === 0 ? 'Your profile is complete. ' : null}
            <Link to={accountLink(area, 'overview/user')}>Back to your account</Link>
          </p>
        </>
      )}
    </SectionPage>
  );
}
