import { useInfiniteQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@http/route-contract';
import type { searchRoutes } from '@http/routes/search';
import { api } from '../../../lib/api-client';
import { findCaregiversPath } from './find-caregivers-path';

/*
 * The find-a-caregiver page is a landing page: its chunk stays free of zod (docs/decisions/
 * speed-and-bundles.md), so the call takes its answer's type from the route table (type-only)
 * and keeps the address builder the landing page's HTML preloads, rather than importing the
 * route definitions (and their schemas) at run time through callRoute.
 */
type ResultsPage = AnswerOf<typeof searchRoutes.findCaregivers>;
export type CaregiverResult = ResultsPage['caregivers'][number];

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
