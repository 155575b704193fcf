import { useId, useRef, useState } from 'react';
import { useReferralsT } from '../i18n';

/** The link to share, with a Copy button (and the text selected where copying is refused). */
export function ReferralLink({ link }: { link: string }) {
  const t = useReferralsT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'link.copied' | 'link.selected'>();
  const url = new URL(link, window.location.origin).toString();
  const copy = () => {
    const selectIt = () => {
      input.current?.select();
      setCopied('link.selected');
    };
    if (!navigator.clipboard) return selectIt();
    navigator.clipboard.writeText(url).then(() => setCopied('link.copied'), selectIt);
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t('link.label')}</label>
      <input id={id} ref={input} readOnly value={url} onFocus={(event) => event.target.select()} />
      <button type="button" className="button button--secondary" onClick={copy}>
        {t('link.copy')}
      </button>
      {copied ? (
        <p className="field__hint" role="status">
          {t(copied)}
        </p>
      ) : null}
    </div>
  );
}
