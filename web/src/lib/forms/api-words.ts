import { use, useCallback, useMemo } from 'react';
import { i18n, isLoaded, loadNamespace } from '../../i18n/i18n';
import { useLocale } from '../../i18n/namespace';
import type { FieldErrors } from './field-errors';

/** The API's own messages: lambdas/core/api-words/locales, keyed by the English text. */
const NAMESPACE = 'api-words';

/**
 * The API's messages in the reader's language, for what forms check with the API's own zod
 * schemas before sending (the API translates what it answers itself: docs/i18n.md). English
 * needs no catalogue; a message the catalogue lacks (a server's answer, already translated)
 * stays as it is.
 */
export function useApiWords(): (message: string) => string {
  const locale = useLocale();
  if (locale !== 'en' && !isLoaded(locale, NAMESPACE)) use(loadNamespace(locale, NAMESPACE));
  return useCallback(
    (message: string) => {
      const id = `${NAMESPACE}:${message}`;
      return locale !== 'en' && i18n.messages[id] !== undefined ? i18n._(id) : message;
    },
    [locale],
  );
}

/**
 * A form's field messages as the reader sees them: those its check found with the API's schema
 * (English keys) in the reader's language; the server's, already translated, as they came.
 */
export function useSaidErrors(errors: FieldErrors): FieldErrors {
  const say = useApiWords();
  return useMemo(
    () => Object.fromEntries(Object.entries(errors).map(([name, text]) => [name, say(text)])),
    [errors, say],
  );
}
