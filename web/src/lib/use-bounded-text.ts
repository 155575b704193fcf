import { useState } from 'react';

/**
 * A required, bounded plain-text field (a message, an answer): what it says while typed, and
 * the trimmed text to send only when it fits. One rule for the forms that have one such field.
 */
export function useBoundedText(max: number, tooLong: string, emptyMessage: string) {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const length = text.trim().length;
  return {
    text,
    error: length > max ? tooLong : empty ? emptyMessage : undefined,
    onChange: (next: string) => {
      setText(next);
      setEmpty(false);
    },
    clear: () => setText(''),
    /** The trimmed text if it may be sent; otherwise undefined, and the field says why. */
    take: (): string | undefined => {
      if (length === 0) setEmpty(true);
      return length === 0 || length > max ? undefined : text.trim();
    },
  };
}
