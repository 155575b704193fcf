import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../api-error';
import { useSaidErrors } from './api-words';
import { useFocusOnRefusal } from './focus-on-refusal';
import type { Check, LazyCheck } from './lazy-check';
import type { FieldErrors } from './use-zod-form';

/** Text fields of the record as inputs hold them: '' for what is not set yet. */
export const textsOf = <K extends string>(
  record: Partial<Record<K, unknown>>,
  names: readonly K[],
) =>
  Object.fromEntries(names.map((name) => [name, String(record[name] ?? '')])) as Record<K, string>;

/** Optional fields left empty are left out, as the API expects (spec: undefined is dropped). */
export const withoutBlanks = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));

/** A mutation whose variables are the body its route takes (a route's `BodyOf`). */
interface Sender<B, R> {
  mutate: (
    body: B,
    options: { onError: (error: unknown) => void; onSuccess?: (r: R) => void },
  ) => void;
}

/**
 * Form state kept as the inputs hold it (strings, lists), turned into the API body by `toBody`
 * and checked with the API's own schema before sending, so messages match the server's. The
 * check is a `lazyCheck`: it is fetched once the form is on screen, and a form sent before it is
 * here waits for it (or, if it cannot be fetched, lets the server check with the same schema).
 */
export function useTypedForm<V extends Record<string, unknown>>(
  check: LazyCheck,
  initial: V,
  toBody: (values: V) => Record<string, unknown>,
) {
  const [values, setValues] = useState(initial);
  const [found, setErrors] = useState<FieldErrors>({});
  // The check's messages in the reader's language, as useZodForm shows them.
  const errors = useSaidErrors(found);
  const focus = useFocusOnRefusal();

  useEffect(() => {
    check.load().catch(() => undefined);
  }, [check]);

  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[String(name)];
      return next;
    });
  };

  /** Props for a text input or select bound to a string field. */
  const text = (name: Extract<keyof V, string>) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (value: string) => set(name, value as V[typeof name]),
    error: errors[name],
  });

  const submitTo =
    <B, R>(mutation: Sender<B, R>) =>
    (event: FormEvent) => {
      event.preventDefault();
      focus.sentFrom(event);
      // The body as the route's schema takes it: the check below passed it with that schema,
      // or (when the check could not be fetched) the server refuses it field by field with the
      // same one. This is the one place a form's values become its route's body type; the
      // schema stays out of the page's chunk (lazy-check.ts).
      const body = toBody(values) as B;
      const send = () =>
        // The body as typed goes out (dates as YYYY-MM-DD); the server applies the same schema.
        mutation.mutate(body, {
          onError: (error) => {
            if (!(error instanceof ApiError)) return;
            setErrors(error.fields);
            if (Object.keys(error.fields).length > 0) focus.refused();
          },
        });
      const checkThenSend = (checkBody?: Check) => {
        const found = checkBody?.(body);
        if (!found) return send();
        setErrors(found);
        focus.refused();
      };
      if (check.current) checkThenSend(check.current);
      else check.load().then(checkThenSend, () => checkThenSend());
    };

  const hasErrors = Object.keys(errors).length > 0;
  return { values, errors, set, text, submitTo, hasErrors };
}
