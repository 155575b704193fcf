import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApplicationRecord } from '../../../lib/apply';
import { jobApplicationsKey as forJob, type OfferRecord } from '../../../lib/send-offer';

/** An offer as its job's parent sees it: the caregiver's contact once they accepted. */
export type ParentOffer = OfferRecord & { contact: { email: string; phone?: string } | null };

const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;

/** GET /api/jobs/{id}/applications: the applications and offers of one own job. */
export const useJobApplications = (id: string | undefined) =>
  useQuery({
    queryKey: forJob(id ?? ''),
    enabled: Boolean(id),
    queryFn: () =>
      api<{ applications: ApplicationRecord[]; offers: ParentOffer[] }>(
        `${jobPath(id!)}/applications`,
        { auth: true },
      ),
  });

/** PUT /api/jobs/{id}/applications/{uid}: shortlist or decline. */
export function useDecideApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, status }: { uid: string; status: 'shortlisted' | 'declined' }) =>
      api<ApplicationRecord>(`${jobPath(id)}/applications/${encodeURIComponent(uid)}`, {
        method: 'PUT',
        body: { status },
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: forJob(id) }),
  });
}
