import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf } from '@http/route-contract';
import { jobsRoutes } from '@http/routes/jobs';
import { api } from '../../../lib/api-client';
import { callRoute } from '../../../lib/call-route';
import { MY_JOBS } from '../../../lib/use-my-jobs';

export { useMyJobs, type Job } from '../../../lib/use-my-jobs';

/** A job as saving it answers (without its views, counted apart). */
export type SavedJob = AnswerOf<typeof jobsRoutes.updateJob>;

/** What the job form sends, new or edited (the same schema). */
export type JobBody = BodyOf<typeof jobsRoutes.createJob>;

/**
 * POST /api/jobs: kept on the phone when written offline and sent once when back
 * (lib/offline/outbox.ts). The route is not `keptOffline` (the job's id comes from the
 * Idempotency-Key, a stronger guard than the edge's replay), so callRoute would not keep it:
 * the call reads its path and method from the route and keeps the form itself.
 */
const postJob = (body: JobBody) =>
  api<AnswerOf<typeof jobsRoutes.createJob>>(jobsRoutes.createJob.path, {
    method: jobsRoutes.createJob.method,
    body,
    auth: true,
    keepOffline: true,
  });

/** POST /api/jobs (new) or PUT /api/jobs/{id} (edit, kept offline by its route). */
export function useSaveJob(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobBody) =>
      id ? callRoute(jobsRoutes.updateJob, { params: { id }, body }) : postJob(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_JOBS }),
  });
}

export type JobAction = 'publish' | 'pause' | 'delete';

const actionRoutes = {
  publish: jobsRoutes.publishJob,
  pause: jobsRoutes.pauseJob,
  delete: jobsRoutes.deleteJob,
} as const;

/** POST /api/jobs/{id}/publish, POST /api/jobs/{id}/pause, DELETE /api/jobs/{id}. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: JobAction }) =>
      callRoute(actionRoutes[action], { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_JOBS }),
  });
}
