import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../lib/auth/session-context';
import { useAppT } from '../i18n/app/i18n';

/**
 * Signs out and goes home; on failure says so (spec section 8) and stays put. Forms the person
 * wrote offline and not sent yet go with the session, and the home page says so.
 */
export function SignOutButton({
  className = 'button button--secondary',
  label,
}: {
  className?: string;
  /** Pages other than the header say more, which also keeps button names unique on a page. */
  label?: string;
}) {
  const t = useAppT();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleClick() {
    setBusy(true);
    setError(null);
    try {
      const { droppedForms } = await signOut();
      const notice = droppedForms
        ? t('signOut.doneDropped', { count: droppedForms })
        : t('signOut.done');
      void navigate('/', { state: { notice } });
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void handleClick()}
        disabled={busy}
      >
        {busy ? t('signOut.busy') : (label ?? t('signOut.label'))}
      </button>
      {error ? (
        <span className="inline-error" role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
}
