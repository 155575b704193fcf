import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../api-error';
import './zod-setup';

export type FieldErrors = Record<string, string>;

/** The first message per top-level field, the way forms show them. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !(name in fields)) fields[name] = issue.message;
  }
  return fields;
}

/**
 * Form state checked with the API's own zod schema, so the user sees the same messages before
 * sending as the server would answer. Server field messages are merged in by `showServerError`.
 */
export function useZodForm<S extends z.ZodType>(schema: S, initial: Record<string, unknown>) {
  const [start] = useState(initial);
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setField = useCallback((name: string, value: unknown) => {
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
      return null;
    },
    [schema, values],
  );

  const showServerError = useCallback((error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
  }, []);

  const reset = useCallback(() => {
    setValues(start);
    setErrors({});
  }, [start]);

  return { values, errors, setField, validate, showServerError, reset };
}
