import { useEffect, useRef, type ReactNode } from 'react';
import { TextField } from '../../../ui/fields';
import { useAccountT } from '../i18n';

/**
 * The code from a text: digits only, filled in by the phone from the text where it can
 * (one-time-code). Focus moves to it each time `focusWhen` changes to something (a code was
 * just sent), so the person lands where the code goes.
 */
export function CodeField({
  field,
  hint,
  focusWhen,
}: {
  field: { name: string; value: string; onChange: (value: string) => void; error?: string };
  hint?: ReactNode;
  focusWhen?: unknown;
}) {
  const t = useAccountT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusWhen) box.current?.querySelector('input')?.focus();
  }, [focusWhen]);
  return (
    <div ref={box}>
      <TextField
        label={t('sms.code')}
        hint={hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...field}
        required
      />
    </div>
  );
}
