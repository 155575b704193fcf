import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf } from '@http/route-contract';
import { applicationsRoutes } from '@http/routes/applications';
import { callRoute } from '../../../lib/call-route';
import { jobApplicationsKey as forJob } from '../../../lib/send-offer';

/** An offer as its job's parent sees it: the caregiver's contact once they accepted. */
export type ParentOffer = AnswerOf<typeof applicationsRoutes.jobApplications>['offers'][number];

/** GET /api/jobs/{id}/applications: the applications and offers of one own job. */
export const useJobApplications = (id: string | undefined) =>
  useQuery({
    queryKey: forJob(id ?? ''),
    enabled: Boolean(id),
    queryFn: () => callRoute(applicationsRoutes.jobApplications, { params: { id: id! } }),
  });

/** PUT /api/jobs/{id}/applications/{uid}: shortlist or decline. */
export function useDecideApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      uid,
      status,
    }: { uid: string } & BodyOf<typeof applicationsRoutes.decideApplication>) =>
      callRoute(applicationsRoutes.decideApplication, { params: { id, uid }, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: forJob(id) }),
  });
}
