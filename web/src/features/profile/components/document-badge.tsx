import { documentKinds, type DocumentKind } from '@core/profiles/document-kinds';
import type { Me } from '../../../lib/use-me';
import { useProfileT } from '../i18n';

/** "Provided" / "Not provided yet", and "Verified" once an admin has checked it. */
export function DocumentBadge({ me, kind }: { me: Me; kind: DocumentKind }) {
  const t = useProfileT();
  const provided = Boolean(me[documentKinds[kind].field]);
  const verified = kind !== 'photo' && Boolean(me.verifiedDocs?.[kind]);
  return (
    <p className="badges">
      <span className={provided ? 'badge' : 'badge badge--missing'}>
        {provided ? t('document.provided') : t('document.notProvided')}
      </span>
      {verified ? <span className="badge">{t('document.verified')}</span> : null}
    </p>
  );
}
