import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

export interface HomeNumbers {
  /** Live caregivers (GET /api/caregiver-count): the banner's number. */
  liveCaregivers?: number;
  /** Published jobs per country (GET /api/job-totals), only those above zero. */
  jobsByCountry: { country: string; total: number }[];
  /** Caregivers whose featured placement runs (GET /api/caregivers/featured), at most 15. */
  featured: FeaturedCaregiver[];
}

export interface FeaturedCaregiver {
  uid: string;
  fullname?: string;
  username?: string;
  positions?: string[];
  town?: string;
  currently_in?: string;
  photo?: string;
}

/**
 * The landing page's live figures and featured caregivers. Fetched without the query library (the home page is the
 * lightest chunk); each is left out until it arrives, and never shows an error.
 */
export function useHomeNumbers(): HomeNumbers {
  const [numbers, setNumbers] = useState<HomeNumbers>({ jobsByCountry: [], featured: [] });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    api<{ live: number }>('/api/caregiver-count', { signal })
      .then(({ live }) => setNumbers((current) => ({ ...current, liveCaregivers: live })))
      .catch(() => undefined);
    api<{ countries: HomeNumbers['jobsByCountry'] }>('/api/job-totals', { signal })
      .then(({ countries }) => setNumbers((current) => ({ ...current, jobsByCountry: countries })))
      .catch(() => undefined);
    api<{ caregivers: FeaturedCaregiver[] }>('/api/caregivers/featured', { signal })
      .then(({ caregivers }) => setNumbers((current) => ({ ...current, featured: caregivers })))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return numbers;
}
