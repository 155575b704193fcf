import { useEffect, useState } from 'react';
import type { AnswerOf } from '@http/route-contract';
import { jobsRoutes } from '@http/routes/jobs';
import { searchRoutes } from '@http/routes/search';
import { callRoute } from '../../../lib/call-route';

type JobTotals = AnswerOf<typeof jobsRoutes.jobTotals>;
type Featured = AnswerOf<typeof searchRoutes.featuredCaregivers>;

export interface HomeNumbers {
  /** Live caregivers (GET /api/caregiver-count): the banner's number. */
  liveCaregivers?: number;
  /**
   * Published jobs per country (GET /api/job-totals), only those above zero. Undefined until
   * answered (the page shows a placeholder of the same size); empty when none or it failed.
   */
  jobsByCountry?: JobTotals['countries'];
  /**
   * Caregivers whose featured placement runs (GET /api/caregivers/featured), at most 15.
   * Undefined until answered, like jobsByCountry.
   */
  featured?: FeaturedCaregiver[];
}

export type FeaturedCaregiver = Featured['caregivers'][number];

/**
 * The landing page's live figures and featured caregivers. Fetched without the query library
 * (the home page is the lightest chunk); each is undefined until it arrives, and never shows an
 * error: a list that failed counts as empty.
 */
export function useHomeNumbers(): HomeNumbers {
  const [numbers, setNumbers] = useState<HomeNumbers>({});
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const set = (next: Partial<HomeNumbers>) => {
      if (!signal.aborted) setNumbers((current) => ({ ...current, ...next }));
    };
    callRoute(searchRoutes.caregiverCount, { signal })
      .then(({ live }) => set({ liveCaregivers: live }))
      .catch(() => undefined);
    callRoute(jobsRoutes.jobTotals, { signal })
      .then(({ countries }) => set({ jobsByCountry: countries }))
      .catch(() => set({ jobsByCountry: [] }));
    callRoute(searchRoutes.featuredCaregivers, { signal })
      .then(({ caregivers }) => set({ featured: caregivers }))
      .catch(() => set({ featured: [] }));
    return () => controller.abort();
  }, []);
  return numbers;
}
