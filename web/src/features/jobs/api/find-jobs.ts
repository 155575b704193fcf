import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@http/route-contract';
import type { jobsRoutes } from '@http/routes/jobs';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session-context';
import { findJobsPath, JOB_TOTALS_PATH } from './find-jobs-path';

/*
 * The find-a-job page is a landing page: its chunk stays free of zod (docs/decisions/
 * speed-and-bundles.md), so these calls take their answers' types from the route table
 * (type-only) and keep the address builders the landing page's HTML preloads, rather than
 * importing the route definitions (and their schemas) at run time through callRoute.
 */
export type JobCard = AnswerOf<typeof jobsRoutes.findJobs>['jobs'][number];

/** GET /api/jobs: published jobs by position and country, newest first, 15 a page. */
export function useFindJobs(position: string, country: string) {
  return useInfiniteQuery({
    queryKey: ['find-jobs', position, country],
    // The first page of the default search is preloaded by the landing page's HTML (same URL).
    queryFn: ({ pageParam }) =>
      api<AnswerOf<typeof jobsRoutes.findJobs>>(findJobsPath(position, country, pageParam)),
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
    queryFn: () =>
      api<AnswerOf<typeof jobsRoutes.viewJob>>(`/api/jobs/${encodeURIComponent(id)}`, {
        auth: session.status === 'signedIn',
      }),
    enabled: session.status !== 'checking',
    refetchOnWindowFocus: false,
    retry: false,
  });
}
/** GET /api/job-totals: published jobs per country and region. */
export const useJobTotals = () =>
  useQuery({
    queryKey: ['job-totals'],
    queryFn: () => api<AnswerOf<typeof jobsRoutes.jobTotals>>(JOB_TOTALS_PATH),
  });
