import { documentKinds, type DocumentKind } from '@core/profiles/document-kinds';
import type { Me } from '../../../lib/use-me';

/** "Provided" / "Not provided yet", and "Verified" once an admin has checked it. */
export function DocumentBadge({ me, kind }: { me: Me; kind: DocumentKind }) {
  const provided = Boolean(me[documentKinds[kind].field]);
  const verified = kind !== 'photo' && Boolean(me.verifiedDocs?.[kind]);
  return (
    <p className="badges">
      <span className={provided ? 'badge' : 'badge badge--missing'}>
        {provided ? 'Provided' : 'Not provided yet'}
      </span>
      {verified ? <span className="badge">Verified</span> : null}
    </p>
  );
}
