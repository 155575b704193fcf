import { localeNames, locales, type Locale } from '@core/i18n/locales';
import { useState } from 'react';
import { useAppT } from '../i18n/app/i18n';
import { setLocale } from '../i18n/i18n';
import { useLocale } from '../i18n/namespace';
import { saveLanguage } from '../lib/account-language';
import { errorMessage } from '../lib/api-error';
import { useSession } from '../lib/auth/session-context';

/**
 * The language switch in every footer: each language named in itself, the choice applied at
 * once, remembered on this device and, when signed in, on the account.
 */
export function LanguageSwitch() {
  const t = useAppT();
  const locale = useLocale();
  const { session } = useSession();
  const [switching, setSwitching] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [notSaved, setNotSaved] = useState<string | null>(null);

  async function choose(next: Locale) {
    setSwitching(true);
    setFailed(null);
    setNotSaved(null);
    try {
      await setLocale(next);
    } catch (error) {
      setFailed(errorMessage(error));
      return;
    } finally {
      setSwitching(false);
    }
    if (session.status !== 'signedIn') return;
    saveLanguage(next).catch((error: unknown) =>
      setNotSaved(t('language.saveFailed', { reason: errorMessage(error) })),
    );
  }

  return (
    <div className="field language-switch">
      <label htmlFor="language">{t('language.label')}</label>
      <select
        id="language"
        value={locale}
        disabled={switching}
        onChange={(event) => void choose(event.target.value as Locale)}
      >
        {locales.map((code) => (
          <option key={code} value={code} lang={code}>
            {localeNames[code]}
          </option>
        ))}
      </select>
      {failed ? (
        <p className="inline-error" role="alert">
          {failed}
        </p>
      ) : null}
      {notSaved ? (
        <p className="inline-error" role="alert">
          {notSaved}
        </p>
      ) : null}
    </div>
  );
}
