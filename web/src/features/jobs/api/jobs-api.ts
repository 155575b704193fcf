import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobRecord } from '@core/jobs/jobs';
import { api } from '../../../lib/api-client';

export type Job = JobRecord;
const MY_JOBS = ['my-jobs'] as const;

/** GET /api/my/jobs: the parent's own jobs, newest first. */
export const useMyJobs = () =>
  useQuery({
    queryKey: MY_JOBS,
    queryFn: () => api<{ jobs: Job[] }>('/api/my/jobs', { auth: true }),
  });

/** POST /api/jobs (new) or PUT /api/jobs/{id} (edit). */
export function useSaveJob(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      id
        ? api<Job>(`/api/jobs/${encodeURIComponent(id)}`, { method: 'PUT', body, auth: true })
        : api<Job>('/api/jobs', { method: 'POST', body, auth: true }),
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
