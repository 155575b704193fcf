import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

export interface HomeNumbers {
  /** Live caregivers (GET /api/caregiver-count): the banner's number. */
  liveCaregivers?: number;
  /** Published jobs per country (GET /api/job-totals), only those above zero. */
  jobsByCountry: { country: string; total: number }[];
}

/**
 * The landing page's live figures. Fetched without the query library (the home page is the
 * lightest chunk); each is left out until it arrives, and never shows an error.
 */
export function useHomeNumbers(): HomeNumbers {
  const [numbers, setNumbers] = useState<HomeNumbers>({ jobsByCountry: [] });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    api<{ live: number }>('/api/caregiver-count', { signal })
      .then(({ live }) => setNumbers((current) => ({ ...current, liveCaregivers: live })))
      .catch(() => undefined);
    api<{ countries: HomeNumbers['jobsByCountry'] }>('/api/job-totals', { signal })
      .then(({ countries }) => setNumbers((current) => ({ ...current, jobsByCountry: countries })))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return numbers;
}
