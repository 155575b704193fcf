import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_JOBS, type Job } from '../../../lib/use-my-jobs';

export { useMyJobs, type Job } from '../../../lib/use-my-jobs';

/** POST /api/jobs (new) or PUT /api/jobs/{id} (edit). */
export function useSaveJob(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Kept on the phone when written offline, sent once when back (lib/offline/outbox.ts).
    mutationFn: (body: unknown) =>
      api<Job>(id ? `/api/jobs/${encodeURIComponent(id)}` : '/api/jobs', {
        method: id ? 'PUT' : 'POST',
        body,
        auth: true,
        keepOffline: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_JOBS }),
  });
}

export type JobAction = 'publish' | 'pause' | 'delete';

/** POST /api/jobs/{id}/publish, POST /api/jobs/{id}/pause, DELETE /api/jobs/{id}. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: JobAction }) => {
      const path = `/api/jobs/${encodeURIComponent(id)}`;
      return action === 'delete'
        ? api<unknown>(path, { method: 'DELETE', auth: true })
        : api<unknown>(`${path}/${action}`, { method: 'POST', auth: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_JOBS }),
  });
}
