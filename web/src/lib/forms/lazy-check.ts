import type { FieldErrors } from './field-errors';

/** A body's field messages by the API's schema, or null when it is right (checkWith). */
export type Check = (body: unknown) => FieldErrors | null;

/**
 * A form's check kept out of its page's chunk: zod and the domain schema (with the reference
 * data it checks against) are fetched when first asked for. `current` is the check once it is
 * here, so a form sent after that is checked synchronously.
 */
export interface LazyCheck {
  load: () => Promise<Check>;
  current: Check | undefined;
}

export function lazyCheck(importCheck: () => Promise<Check>): LazyCheck {
  let loading: Promise<Check> | undefined;
  const lazy: LazyCheck = {
    current: undefined,
    load: () =>
      (loading ??= importCheck()
        .then((check) => (lazy.current = check))
        .catch((error: unknown) => {
          // A failed fetch (offline, a new deploy) is tried again on the next load.
          loading = undefined;
          throw error;
        })),
  };
  return lazy;
}
