import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { currentTerms } from '@core/reference/terms';
import { errorMessage } from '../../../lib/api-error';
import { ErrorState } from '../../../ui/status';
import { acceptTerms, acceptedTermsVersion } from '../api/accept-terms';
import { useTermsT } from '../i18n';

type State = 'checking' | 'current' | 'asking' | 'saving' | 'accepted';

/** Accounts already known to have accepted the terms in force, this page load. */
const upToDate = new Set<string>();

/**
 * Above every page while signed in: when the terms in force are newer than the version the person
 * accepted, ask them to read and accept it (docs/decisions/accounts-and-sessions.md: asked, not
 * locked out).
 */
export function TermsUpdateNotice({ uid }: { uid: string }) {
  const t = useTermsT();
  const [state, setState] = useState<State>(() => (upToDate.has(uid) ? 'current' : 'checking'));
  const [problem, setProblem] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (upToDate.has(uid)) return;
    let current = true;
    acceptedTermsVersion(uid)
      .then((version) => {
        if (!current) return;
        if (version === currentTerms.version) upToDate.add(uid);
        setState(version === currentTerms.version ? 'current' : 'asking');
      })
      // Offline or refused: ask on a later page load rather than show a wrong notice.
      .catch(() => current && setState('current'));
    return () => {
      current = false;
    };
  }, [uid]);

  async function accept() {
    setState('saving');
    setProblem(null);
    try {
      setMessage((await acceptTerms(currentTerms.version)).message);
      upToDate.add(uid);
      setState('accepted');
    } catch (error) {
      setProblem(errorMessage(error));
      setState('asking');
    }
  }

  if (state === 'accepted') {
    return (
      <p className="notice" role="status">
        {message}
      </p>
    );
  }
  if (state !== 'asking' && state !== 'saving') return null;
  return (
    <section className="notice" aria-labelledby="terms-update-title">
      <h2 id="terms-update-title">{t('notice.title')}</h2>
      <p>{t('notice.text')}</p>
      {problem ? <ErrorState message={problem} /> : null}
      <p>
        <Link to="/terms">{t('notice.read')}</Link>
      </p>
      <button
        type="button"
        className="button"
        disabled={state === 'saving'}
        onClick={() => void accept()}
      >
        {state === 'saving' ? t('notice.busy') : t('notice.accept')}
      </button>
    </section>
  );
}
