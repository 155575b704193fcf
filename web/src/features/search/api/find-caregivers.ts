import { useInfiniteQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@http/route-contract';
import { searchRoutes } from '@http/routes/search';
import { callRoute } from '../../../lib/call-route';
import { findCaregiversQuery } from './find-caregivers-path';

type ResultsPage = AnswerOf<typeof searchRoutes.findCaregivers>;
export type CaregiverResult = ResultsPage['caregivers'][number];

/** GET /api/caregivers: live, complete caregivers, featured first, 15 a page. */
export function useFindCaregivers(filters: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: ['find-caregivers', filters],
    // The first page of the default search is preloaded by the landing page's HTML (same URL).
    queryFn: ({ pageParam }) =>
      callRoute(searchRoutes.findCaregivers, { query: findCaregiversQuery(filters, pageParam) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });
}
