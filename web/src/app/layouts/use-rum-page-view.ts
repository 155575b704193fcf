import { routePattern } from '@core/reference/screens';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { recordRumPageView } from '../../lib/rum';

/** Tells RUM (when a stage has it) each page shown, by its route pattern only. */
export function useRumPageView() {
  const { pathname } = useLocation();
  useEffect(() => recordRumPageView(routePattern(pathname)), [pathname]);
}
