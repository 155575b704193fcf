import { useConnection } from '../../lib/offline/connection';
import { useAppT } from '../../i18n/app/i18n';

/**
 * Above every page: that the phone is offline and the page shows what was seen before (or, when
 * the page shows that something could not be loaded, that it could not be), and what
 * became of forms kept offline once they were sent (lib/offline/outbox.ts).
 */
export function OfflineNotice() {
  const { offline, outbox, unloadedShown } = useConnection();
  const t = useAppT();
  return (
    <>
      {offline ? (
        <p className="notice notice--offline" role="status">
          {/* What is on screen: a copy of what was seen, or a failure to load said below. */}
          {t(unloadedShown ? 'offline.unloaded' : 'offline.notice')}
        </p>
      ) : null}
      {outbox && outbox.sent > 0 ? (
        <p className="notice" role="status">
          {t('offline.sent', { count: outbox.sent })}
        </p>
      ) : null}
      {outbox?.refused.map((reason, index) => (
        <p key={index} className="notice notice--offline" role="status">
          {t('offline.refused', { reason })}
        </p>
      ))}
    </>
  );
}
