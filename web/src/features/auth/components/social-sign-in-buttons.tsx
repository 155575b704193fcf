import { useState } from 'react';
import { useSocialProviders } from '../../../lib/use-client-config';
import { loadAuth } from '../../../lib/auth/load-auth';
import { signInErrorMessage } from '../../../lib/auth/sign-in-errors';
import { ErrorState } from '../../../ui/status';
import { useAuthT } from '../i18n';

/** Social sign-in by redirect; rendered only for the providers GET /api/config lists. */
export function SocialSignInButtons({
  action = 'social.continue',
  onStart,
}: {
  /** What the buttons say: "Continue with …", "Sign up with …", "Sign in again with …". */
  action?: 'social.continue' | 'social.signUp' | 'social.signInAgain';
  /** Runs just before the browser leaves for the provider. */
  onStart?: () => void;
}) {
  const providers = useSocialProviders();
  const [error, setError] = useState<string | null>(null);
  const t = useAuthT();
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
          {t(action, { provider })}
        </button>
      ))}
      {error ? <ErrorState message={error} /> : null}
    </div>
  );
}
