import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PublicProfile } from '@core/profiles/public-profile';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { Page } from '../../../ui/page';
import { ErrorState, LoadingState } from '../../../ui/status';
import { usePublicProfile } from '../api/get-public-profile';

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
  if (profile.isPending) {
    return (
      <Page title={title}>
        <LoadingState label="Loading the profile…" />
      </Page>
    );
  }
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <Page title={missing ? 'Profile not available' : title}>
        {missing ? (
          <div className="status status--empty">
            <p>{errorMessage(profile.error)}. It may be hidden, incomplete or removed.</p>
            <p>
              <Link to="/find_childcarer/all">Find a caregiver</Link> or{' '}
              <Link to="/">go to the home page</Link>.
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
