import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { JobCardItem } from '@core/jobs/cards';
import type { JobRecord } from '@core/jobs/jobs';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session-context';
import { findJobsPath, JOB_TOTALS_PATH } from './find-jobs-path';

export type JobCard = Omit<JobCardItem, 'positionKey' | 'countryKey'>;
interface JobsPage {
  jobs: JobCard[];
  cursor?: string;
}

/** GET /api/jobs: published jobs by position and country, newest first, 15 a page. */
export function useFindJobs(position: string, country: string) {
  return useInfiniteQuery({
    queryKey: ['find-jobs', position, country],
    // The first page of the default search is preloaded by the landing page's HTML (same URL).
    queryFn: ({ pageParam }) => api<JobsPage>(findJobsPath(position, country, pageParam)),
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
      api<Omit<JobRecord, 'email'>>(`/api/jobs/${encodeURIComponent(id)}`, {
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
    queryFn: () =>
      api<{
        countries: { country: string; total: number }[];
        regions: { country: string; region: string; total: number }[];
      }>(JOB_TOTALS_PATH),
  });
