import { useId, useRef, useState } from 'react';

/** The link to share, with a Copy button (and the text selected where copying is refused). */
export function ReferralLink({ link }: { link: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState('');
  const url = new URL(link, window.location.origin).toString();
  const copy = () => {
    const selectIt = () => {
      input.current?.select();
      setCopied('Selected: copy it with your phone’s copy action.');
    };
    if (!navigator.clipboard) return selectIt();
    navigator.clipboard.writeText(url).then(() => setCopied('Copied.'), selectIt);
  };
  return (
    <div className="field">
      <label htmlFor={id}>Your referral link</label>
      <input id={id} ref={input} readOnly value={url} onFocus={(event) => event.target.select()} />
      <button type="button" className="button button--secondary" onClick={copy}>
        Copy link
      </button>
      {copied ? (
        <p className="field__hint" role="status">
          {copied}
        </p>
      ) : null}
    </div>
  );
}
