import { useQuery } from '@tanstack/react-query';
import type { JobRecord } from '@core/jobs/jobs';
import { api } from './api-client';

export type Job = JobRecord;
export const MY_JOBS = ['my-jobs'] as const;

/** GET /api/my/jobs: the parent's own jobs, newest first (manage jobs, offers from a CV). */
export const useMyJobs = () =>
  useQuery({
    queryKey: MY_JOBS,
    queryFn: () => api<{ jobs: Job[] }>('/api/my/jobs', { auth: true }),
  });
