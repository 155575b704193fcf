import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@http/route-contract';
import { jobsRoutes } from '@http/routes/jobs';
import { useSession } from '../../../lib/auth/session-context';
import { callRoute } from '../../../lib/call-route';
import { findJobsQuery } from './find-jobs-path';

export type JobCard = AnswerOf<typeof jobsRoutes.findJobs>['jobs'][number];

/** GET /api/jobs: published jobs by position and country, newest first, 15 a page. */
export function useFindJobs(position: string, country: string) {
  return useInfiniteQuery({
    queryKey: ['find-jobs', position, country],
    // The first page of the default search is preloaded by the landing page's HTML (same URL).
    queryFn: ({ pageParam }) =>
      callRoute(jobsRoutes.findJobs, { query: findJobsQuery(position, country, pageParam) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });
}

/**
 * GET /api/jobs/{id}: one published job. The call counts a view, once a day per viewer, who is
 * the signed-in user when there is one: so it waits for the session to be known and sends the
 * token then.
 */
export function useJob(id: string) {
  const { session } = useSession();
  return useQuery({
    queryKey: ['job', id],
    queryFn: () => callRoute(jobsRoutes.viewJob, { params: { id } }),
    enabled: session.status !== 'checking',
    refetchOnWindowFocus: false,
    retry: false,
  });
}
/** GET /api/job-totals: published jobs per country and region. */
export const useJobTotals = () =>
  useQuery({
    queryKey: ['job-totals'],
    queryFn: () => callRoute(jobsRoutes.jobTotals),
  });
