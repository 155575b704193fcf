import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PublicProfile } from '@core/profiles/schemas';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { usePublicProfile } from '../api/get-public-profile';
import { usePublicProfileT } from '../i18n';
import { MessageParts } from '../../../i18n/message-parts';

/** Loads a public profile and shows loading, not found or error states around `children`. */
export function PublicProfileLoader({
  uid,
  title,
  children,
}: {
  uid: string;
  title: string;
  children: (profile: PublicProfile) => ReactNode;
}) {
  const profile = usePublicProfile(uid);
  const t = usePublicProfileT();
  if (profile.isPending) {
    return (
      <Page title={title}>
        <LoadingState label={t('loading')} />
      </Page>
    );
  }
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <Page title={missing ? t('missing.title') : title}>
        {missing ? (
          <div className="status status--empty">
            <p>{t('missing.text', { reason: errorMessage(profile.error) })}</p>
            <p>
              <MessageParts
                message={t('missing.next')}
                parts={[
                  (text) => <Link to="/find_childcarer/all">{text}</Link>,
                  (text) => <Link to="/">{text}</Link>,
                ]}
              />
            </p>
          </div>
        ) : (
          <ErrorState
            message={errorMessage(profile.error)}
            onRetry={() => void profile.refetch()}
          />
        )}
      </Page>
    );
  }
  return <>{children(profile.data)}</>;
}
