import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MY_JOBS } from '../../../lib/use-my-jobs';

/** POST /api/jobs/{id}/publish: a job that waited for the package just bought goes live. */
export function usePublishJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) =>
      api<unknown>(`/api/jobs/${encodeURIComponent(postId)}/publish`, {
        method: 'POST',
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_JOBS }),
  });
}
