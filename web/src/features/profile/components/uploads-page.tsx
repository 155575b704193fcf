import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { documentsFor, DocumentUpload } from './document-upload';
import { accountLink, areaOf, missingOf } from './profile-sections';
import { SectionPage } from './section-page';
import { useProfileT } from '../i18n';

/**
 * Shows the document the address names (#document-medical from the header's "Medical test"):
 * the documents render only once the profile has loaded, after the browser looked for the hash.
 */
function ScrollToDocument() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return null;
}

/** /my_account/{caregiver|institution}/my_profile/uploads_edit/:return */
export function UploadsPage() {
  const area = areaOf(useLocation().pathname);
  const t = useProfileT();
  return (
    <SectionPage section="uploads">
      {(me) => (
        <>
          <p className="page__intro">{t('uploads.intro')}</p>
          {documentsFor(me.user_type).map((kind) => (
            <DocumentUpload key={kind} me={me} kind={kind} required={kind === 'cv'} />
          ))}
          <ScrollToDocument />
          <p>
            {missingOf(me).length === 0 ? `${t('uploads.complete')} ` : null}
            <Link to={accountLink(area, 'overview/user')}>{t('backToAccount')}</Link>
          </p>
        </>
      )}
    </SectionPage>
  );
}
