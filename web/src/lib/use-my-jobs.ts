import { useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@http/route-contract';
import { jobsRoutes } from '@http/routes/jobs';
import { callRoute } from './call-route';

/** A job as its poster reads it, with its views. */
export type Job = AnswerOf<typeof jobsRoutes.myJobs>['jobs'][number];
export const MY_JOBS = ['my-jobs'] as const;

/** GET /api/my/jobs: the parent's own jobs, newest first (manage jobs, offers from a CV). */
export const useMyJobs = () =>
  useQuery({
    queryKey: MY_JOBS,
    queryFn: () => callRoute(jobsRoutes.myJobs),
  });
