import { useInfiniteQuery } from '@tanstack/react-query';
import type { PhotoLinks } from '@core/profiles/photo-renditions';
import type { CaregiverCardItem } from '@core/search/caregiver-cards';
import { api } from '../../../lib/api-client';
import { findCaregiversPath } from './find-caregivers-path';

export type CaregiverResult = Omit<
  CaregiverCardItem,
  'positionKey' | 'countryKey' | 'regionKey' | 'townKey' | 'rank' | 'photoUrl'
> &
  PhotoLinks;

interface ResultsPage {
  caregivers: CaregiverResult[];
  cursor?: string;
}

/** GET /api/caregivers: live, complete caregivers, featured first, 15 a page. */
export function useFindCaregivers(filters: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: ['find-caregivers', filters],
    // The first page of the default search is preloaded by the landing page's HTML (same URL).
    queryFn: ({ pageParam }) => api<ResultsPage>(findCaregiversPath(filters, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });
}
