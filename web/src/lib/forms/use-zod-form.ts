import { useCallback, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError, isKeptOffline } from '../api-error';
import { useSaidErrors } from './api-words';
import { fieldErrorsOf, type FieldErrors } from './field-errors';
import { useFocusOnRefusal } from './focus-on-refusal';
import './zod-setup';

export { fieldErrorsOf, type FieldErrors } from './field-errors';

/** The part of a TanStack mutation a form sends with; typed loosely so any mutation fits. */
interface Sender<Body, Result> {
  mutate: (
    body: Body,
    options: { onSuccess: (result: Result) => unknown; onError: (error: unknown) => void },
  ) => void;
}

interface SubmitOptions<Body, Result> {
  /** Values that are not fields, read when the form is sent (a referrer, say). */
  extra?: () => Record<string, unknown>;
  onSuccess?: (result: Result, body: Body) => unknown;
  /** Written offline and kept to be sent later (api-client's `keepOffline`). */
  onKept?: () => unknown;
}

/**
 * Whether the schema refuses a field left empty (neither given nor typed): such a field is
 * marked required on screen, by the same rule that refuses the form without it.
 */
export function refusesEmpty(schema: z.ZodType, name: string): boolean {
  const field = (schema as { shape?: Record<string, z.ZodType> }).shape?.[name];
  return Boolean(field) && !field!.safeParse(undefined).success && !field!.safeParse('').success;
}

/**
 * Form state checked with the API's own zod schema, so the user sees the same messages before
 * sending as the server would answer. Server field messages are merged in by `showServerError`.
 */
export function useZodForm<S extends z.ZodType, I extends Record<string, unknown>>(
  schema: S,
  initial: I,
) {
  type Name = Extract<keyof I, string>;
  const [start] = useState<Record<string, unknown>>(initial);
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  // The first invalid field gets focus after a refusal (the form is the one last sent).
  const { sentFrom, refused } = useFocusOnRefusal();

  const setField = useCallback((name: Name, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  /** The parsed body, or null after showing the field messages. */
  const validate = useCallback(
    (extra: Record<string, unknown> = {}): z.output<S> | null => {
      const result = schema.safeParse({ ...values, ...extra });
      if (result.success) {
        setErrors({});
        return result.data;
      }
      setErrors(fieldErrorsOf(result.error));
      refused();
      return null;
    },
    [schema, values, refused],
  );

  const showServerError = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return;
      setErrors(error.fields);
      refused();
    },
    [refused],
  );

  // The schema's messages in the reader's language, translated as they show (a switch follows).
  const shownErrors = useSaidErrors(errors);

  const reset = useCallback(() => {
    setValues(start);
    setErrors({});
  }, [start]);

  /** Everything a TextField needs for one field: spread it, `<TextField {...form.field('email')} />`. */
  const field = (name: Name) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (value: string) => setField(name, value),
    error: shownErrors[name],
    required: refusesEmpty(schema, name),
  });

  /**
   * An onSubmit handler that sends the checked body with `mutation`; nothing is sent while a
   * field is wrong, and the server's field messages land on their fields.
   */
  const submitTo =
    <R>(
      mutation: Sender<z.output<S>, R>,
      { extra, onSuccess, onKept }: SubmitOptions<z.output<S>, R> = {},
    ) =>
    (event: FormEvent) => {
      event.preventDefault();
      sentFrom(event);
      const body = validate(extra?.());
      if (!body) return;
      mutation.mutate(body, {
        onSuccess: (result) => onSuccess?.(result, body),
        onError: (error) => (isKeptOffline(error) ? onKept?.() : showServerError(error)),
      });
    };

  return {
    values,
    errors: shownErrors,
    setField,
    field,
    validate,
    showServerError,
    reset,
    submitTo,
    /** For a form sent by its own handler: the form whose first invalid field a refusal focuses. */
    sentFrom,
    /** For a check of the form's own beyond the schema (a repeated password) that refused it. */
    refused,
  };
}
