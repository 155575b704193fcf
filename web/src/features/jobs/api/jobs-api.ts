import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf } from '@http/route-contract';
import { jobsRoutes } from '@http/routes/jobs';
import { callRoute } from '../../../lib/call-route';
import { MY_JOBS } from '../../../lib/use-my-jobs';

/** A job as saving it answers (without its views, counted apart). */
export type SavedJob = AnswerOf<typeof jobsRoutes.updateJob>;

/** What the job form sends, new or edited (the same schema). */
export type JobBody = BodyOf<typeof jobsRoutes.createJob>;

/**
 * POST /api/jobs (new) or PUT /api/jobs/{id} (edit): both kept on the phone when written
 * offline and sent once when back (their routes' `keptOffline`).
 */
export function useSaveJob(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobBody) =>
      id
        ? callRoute(jobsRoutes.updateJob, { params: { id }, body })
        : callRoute(jobsRoutes.createJob, { body }),
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
