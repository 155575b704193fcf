import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';

/** A field marked invalid (ui/fields.tsx, ui/choice-fields.tsx), or a group of choices marked so. */
const INVALID = '[aria-invalid="true"], [data-invalid]';
const CONTROL = 'input, select, textarea, button';

/** The first invalid field in the form's order; in a group, its chosen control or its first. */
function firstInvalid(form: HTMLFormElement): HTMLElement | null {
  const marked = form.querySelector<HTMLElement>(INVALID);
  if (!marked || marked.matches(CONTROL)) return marked;
  return (
    marked.querySelector<HTMLElement>('input:checked') ?? marked.querySelector<HTMLElement>(CONTROL)
  );
}

/**
 * After a refused submit (the form's own check, or the API's 400 with field messages), focus
 * moves to the first invalid field; its message is tied to it by aria-describedby, so a screen
 * reader reads the field and why it was refused, and a sighted user sees where to start. Shared
 * by useZodForm and useTypedForm; a hand-made form calls `sentFrom` and `refused` itself.
 */
export function useFocusOnRefusal() {
  const form = useRef<HTMLFormElement | null>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    // After the render that marked the fields, so the marks are there to be found.
    if (refusals > 0 && form.current?.isConnected) firstInvalid(form.current)?.focus();
  }, [refusals]);
  /** The form being sent: the one whose fields a refusal focuses. */
  const sentFrom = useCallback((event: FormEvent) => {
    // Duck-typed, not `instanceof HTMLFormElement`: the hooks' unit tests send plain events.
    const target = event.currentTarget as Partial<HTMLFormElement> | null;
    if (typeof target?.querySelector === 'function') form.current = target as HTMLFormElement;
  }, []);
  /** The form was refused; its messages are being shown. */
  const refused = useCallback(() => setRefusals((count) => count + 1), []);
  return { sentFrom, refused };
}
