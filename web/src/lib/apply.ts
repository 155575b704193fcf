import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@http/route-contract';
import { applicationsRoutes } from '@http/routes/applications';
import { callRoute } from './call-route';

/*
 * Applying and the caregiver's own applications, below the features: the job page's apply
 * button (ui/apply-button.tsx) and the applications feature both use them.
 */
export type ApplicationRecord = AnswerOf<typeof applicationsRoutes.apply>;

/** What a caregiver may still send: free applications left of the limit, or a package. */
export type ApplicationAllowance = AnswerOf<typeof applicationsRoutes.myApplications>['allowance'];

const MY_APPLICATIONS = ['my-applications'] as const;

/** POST /api/jobs/{id}/applications; the applications and what is left change after it. */
export function useApply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(applicationsRoutes.apply, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS }),
  });
}

/** GET /api/my/applications: the caller's applications and their allowance. */
export const useMyApplications = (enabled = true) =>
  useQuery({
    queryKey: MY_APPLICATIONS,
    queryFn: () => callRoute(applicationsRoutes.myApplications),
    enabled,
  });
