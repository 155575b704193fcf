import { useEffect, useState } from 'react';
import type { PhotoLinks } from '@core/profiles/photo-renditions';
import { api } from '../../../lib/api-client';

export interface HomeNumbers {
  /** Live caregivers (GET /api/caregiver-count): the banner's number. */
  liveCaregivers?: number;
  /**
   * Published jobs per country (GET /api/job-totals), only those above zero. Undefined until
   * answered (the page shows a placeholder of the same size); empty when none or it failed.
   */
  jobsByCountry?: { country: string; total: number }[];
  /**
   * Caregivers whose featured placement runs (GET /api/caregivers/featured), at most 15.
   * Undefined until answered, like jobsByCountry.
   */
  featured?: FeaturedCaregiver[];
}

export interface FeaturedCaregiver extends PhotoLinks {
  uid: string;
  fullname?: string;
  username?: string;
  positions?: string[];
  town?: string;
  currently_in?: string;
}

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
    api<{ live: number }>('/api/caregiver-count', { signal })
      .then(({ live }) => set({ liveCaregivers: live }))
      .catch(() => undefined);
    api<{ countries: NonNullable<HomeNumbers['jobsByCountry']> }>('/api/job-totals', { signal })
      .then(({ countries }) => set({ jobsByCountry: countries }))
      .catch(() => set({ jobsByCountry: [] }));
    api<{ caregivers: FeaturedCaregiver[] }>('/api/caregivers/featured', { signal })
      .then(({ caregivers }) => set({ featured: caregivers }))
      .catch(() => set({ featured: [] }));
    return () => controller.abort();
  }, []);
  return numbers;
}
