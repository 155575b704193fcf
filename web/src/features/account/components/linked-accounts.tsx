import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { loadAuth } from '../../../lib/auth/load-auth';
import { signInErrorMessage } from '../../../lib/auth/sign-in-errors';
import type { SocialProvider } from '../../../lib/client-config';
import { EmptyState, ErrorState, LoadingState, MutationStatus } from '../../../ui/status';
import { useLinkedProviders } from '../api/linked-providers';
import { useUnlinkProvider } from '../api/unlink-provider';
import { useAccountT } from '../i18n';

/**
 * Social sign-in methods, shown only for providers the site has configured. Linking happens
 * when the person signs in with the provider using this account's e-mail (the user pool links
 * the two on that first sign-in), so "Link" starts that sign-in.
 */
export function LinkedAccounts({ providers }: { providers: SocialProvider[] }) {
  const linked = useLinkedProviders(providers.length > 0);
  const unlink = useUnlinkProvider();
  const [linkError, setLinkError] = useState<string | null>(null);
  const t = useAccountT();

  async function link(provider: SocialProvider) {
    setLinkError(null);
    try {
      await (await loadAuth()).startSocialSignIn(provider);
    } catch (error) {
      setLinkError(signInErrorMessage(error));
    }
  }

  if (linked.isPending) return <LoadingState label={t('linked.loading')} />;
  if (linked.isError) {
    return (
      <ErrorState message={errorMessage(linked.error)} onRetry={() => void linked.refetch()} />
    );
  }
  return (
    <>
      {linked.data.linked.length === 0 ? <EmptyState>{t('linked.none')}</EmptyState> : null}
      <MutationStatus mutation={unlink} />
      {linkError ? <ErrorState message={linkError} /> : null}
      <ul className="menu-list">
        {providers.map((provider) => (
          <li key={provider} className="provider-row">
            {linked.data.linked.includes(provider) ? (
              <>
                <span>{t('linked.yes', { provider })}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={unlink.isPending}
                  onClick={() => unlink.mutate({ provider })}
                >
                  {t('linked.unlink', { provider })}
                </button>
              </>
            ) : (
              <>
                <span>{t('linked.no', { provider })}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void link(provider)}
                >
                  {t('linked.link', { provider })}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
