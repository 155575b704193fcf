import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { JobCardItem } from '@core/jobs/cards';
import type { JobRecord } from '@core/jobs/jobs';
import { api } from '../../../lib/api-client';
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

/** GET /api/jobs/{id}: one published job (the call counts a view). */
export const useJob = (id: string) =>
  useQuery({
    queryKey: ['job', id],
    queryFn: () => api<Omit<JobRecord, 'email'>>(`/api/jobs/${encodeURIComponent(id)}`),
    refetchOnWindowFocus: false,
    retry: false,
  });

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
