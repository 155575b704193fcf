import { useMemo } from 'react';
import { screenAt } from '@core/reference/screens';
import { titleKey, useAppT } from '../../../i18n/app/i18n';
import { useUserTypeLabel } from '../../../ui/user-type-labels';

/** The account areas' pages share titles ("Overview"): the area says whose. */
const areaTypes = {
  parent: 'parent',
  caregiver: 'childcarer',
  institution: 'institution',
} as const;

/**
 * A counted route pattern as its page's title in the reader's language ("/login/:id" -> "Sign
 * in"), the one the page itself shows; a pattern of no page stays as it is.
 */
export function usePageTitle(): (pattern: string) => string {
  const t = useAppT();
  const typeLabel = useUserTypeLabel();
  return useMemo(
    () => (pattern: string) => {
      const screen = screenAt(pattern);
      if (!screen) return pattern;
      const title = t(titleKey(screen.title));
      const area = /^\/my_account\/(\w+)\//.exec(pattern)?.[1] as
        keyof typeof areaTypes | undefined;
      return area && areaTypes[area] ? `${title} (${typeLabel(areaTypes[area])})` : title;
    },
    [t, typeLabel],
  );
}
