import { useState } from 'react';
import { useSocialProviders } from '../../../lib/use-client-config';
import { loadAuth } from '../../../lib/auth/load-auth';
import { signInErrorMessage } from '../../../lib/auth/sign-in-errors';
import { ErrorState } from '../../../ui/status';

/** Social sign-in by redirect; rendered only for the providers GET /api/config lists. */
export function SocialSignInButtons({
  verb = 'Continue',
  onStart,
}: {
  verb?: string;
  /** Runs just before the browser leaves for the provider. */
  onStart?: () => void;
}) {
  const providers = useSocialProviders();
  const [error, setError] = useState<string | null>(null);
  if (providers.length === 0) return null;

  async function start(provider: (typeof providers)[number]) {
    setError(null);
    onStart?.();
    try {
      const auth = await loadAuth();
      await auth.startSocialSignIn(provider); // the browser leaves for the provider's page
    } catch (failure) {
      setError(signInErrorMessage(failure));
    }
  }

  return (
    <div className="social-buttons">
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="button button--secondary"
          onClick={() => void start(provider)}
        >
          {verb} with {provider}
        </button>
      ))}
      {error ? <ErrorState message={error} /> : null}
    </div>
  );
}
