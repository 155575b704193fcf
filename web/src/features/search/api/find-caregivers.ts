import { useInfiniteQuery } from '@tanstack/react-query';
import type { CaregiverCardItem } from '@core/search/caregiver-cards';
import { api } from '../../../lib/api-client';

export type CaregiverResult = Omit<
  CaregiverCardItem,
  'positionKey' | 'countryKey' | 'regionKey' | 'townKey' | 'rank' | 'photoUrl'
> & { photo?: string };

interface ResultsPage {
  caregivers: CaregiverResult[];
  cursor?: string;
}

/** GET /api/caregivers: live, complete caregivers, featured first, 15 a page. */
export function useFindCaregivers(filters: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: ['find-caregivers', filters],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams(filters);
      if (pageParam) query.set('cursor', pageParam);
      return api<ResultsPage>(`/api/caregivers?${query.toString()}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });
}
