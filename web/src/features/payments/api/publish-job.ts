import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobsRoutes } from '@http/routes/jobs';
import { callRoute } from '../../../lib/call-route';
import { MY_JOBS } from '../../../lib/use-my-jobs';

/** POST /api/jobs/{id}/publish: a job that waited for the package just bought goes live. */
export function usePublishJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => callRoute(jobsRoutes.publishJob, { params: { id: postId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_JOBS }),
  });
}
