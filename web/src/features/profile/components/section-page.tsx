import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { ProfileSection } from '@core/profiles/completeness';
import { ApiError, errorMessage, isKeptOffline } from '../../../lib/api-error';
import { useMe, type Me, type OwnRecord } from '../../../lib/use-me';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState, SendError, SuccessState } from '../../../ui/status';
import { accountLink, areaOf, editLink, nextMissing, sectionInfo } from './profile-sections';
import { useProfileT } from '../i18n';

/**
 * One profile edit screen: loads the own record, then renders the form for it. `reload` gives
 * the form a fresh start from the newest record (after someone else saved meanwhile).
 */
export function SectionPage({
  section,
  children,
}: {
  section: ProfileSection;
  children: (me: Me, reload: () => void) => ReactNode;
}) {
  const me = useMe();
  const t = useProfileT();
  const [generation, setGeneration] = useState(0);
  const reload = () => void me.refetch().then(() => setGeneration((n) => n + 1));
  return (
    <Page title={t(sectionInfo[section].title)} narrow>
      {me.isPending ? (
        <LoadingState label={t('loadingProfile')} />
      ) : me.isError ? (
        <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} />
      ) : (
        <div key={generation}>{children(me.data, reload)}</div>
      )}
    </Page>
  );
}

export interface SaveMutation {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  data?: OwnRecord;
}

/** After a save: what next; after a refused save: why, and a way out of a version clash. */
export function SaveStatus({
  mutation,
  section,
  reload,
}: {
  mutation: SaveMutation;
  section: ProfileSection;
  reload: () => void;
}) {
  const area = areaOf(useLocation().pathname);
  const t = useProfileT();
  // Kept offline: sent once the network is back (lib/offline/outbox.ts), not a failure.
  if (isKeptOffline(mutation.error)) return <SendError error={mutation.error} />;
  if (mutation.isError) {
    const stale = mutation.error instanceof ApiError && mutation.error.status === 409;
    return (
      <ErrorState
        message={
          stale
            ? t('save.stale', { reason: errorMessage(mutation.error) })
            : errorMessage(mutation.error)
        }
        onRetry={stale ? reload : undefined}
      />
    );
  }
  if (!mutation.isSuccess || !mutation.data) return null;
  const next = nextMissing(mutation.data, section);
  return (
    <SuccessState>
      <p>{t('save.saved')}</p>
      <p>
        {next ? (
          <Link to={editLink(area, next)}>
            {t('save.next', { section: t(sectionInfo[next].title) })}
          </Link>
        ) : (
          <Link to={accountLink(area, 'overview/user')}>{t('backToAccount')}</Link>
        )}
      </p>
    </SuccessState>
  );
}
