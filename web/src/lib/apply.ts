import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntityItem } from 'electrodb';
import type { Application } from '@core/applications/application.entity';
import { api } from './api-client';

/*
 * Applying and the caregiver's own applications, below the features: the job page's apply
 * button (ui/apply-button.tsx) and the applications feature both use them.
 */
export type ApplicationRecord = EntityItem<typeof Application>;

/** What a caregiver may still send: free applications left of the limit, or a package. */
export interface ApplicationAllowance {
  package: boolean;
  limit: number;
  left: number;
}

const MY_APPLICATIONS = ['my-applications'] as const;

/** POST /api/jobs/{id}/applications; the applications and what is left change after it. */
export function useApply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<ApplicationRecord>(`/api/jobs/${encodeURIComponent(id)}/applications`, {
        method: 'POST',
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS }),
  });
}

/** GET /api/my/applications: the caller's applications and their allowance. */
export const useMyApplications = (enabled = true) =>
  useQuery({
    queryKey: MY_APPLICATIONS,
    queryFn: () =>
      api<{ applications: ApplicationRecord[]; allowance: ApplicationAllowance }>(
        '/api/my/applications',
        { auth: true },
      ),
    enabled,
  });
