import { useEffect } from 'react';
import { APP_NAME } from '@core/reference/brand';

/** Sets the tab title, which screen readers announce after navigation. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : APP_NAME;
  }, [title]);
}
