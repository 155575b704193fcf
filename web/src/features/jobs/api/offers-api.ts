import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jobApplicationsKey as forJob, type OfferRecord } from '../../../lib/send-offer';
import type { ApplicationRecord } from '../../../lib/apply';

export type ParentOffer = OfferRecord & { contact: { email: string; phone?: string } | null };
export type ReceivedOffer = OfferRecord & {
  job: { contact: string; email: string; town?: string } | null;
};

const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;
const RECEIVED = ['received-offers'] as const;

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

/** GET /api/my/offers: the offers the caregiver received, newest first. */
export const useReceivedOffers = () =>
  useQuery({
    queryKey: RECEIVED,
    queryFn: () => api<{ offers: ReceivedOffer[] }>('/api/my/offers', { auth: true }),
  });

/** PUT /api/jobs/{id}/offers/{uid}: the caregiver's answer. */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { id: string; uid: string; status: 'accepted' | 'declined' }) =>
      api<OfferRecord>(`${jobPath(answer.id)}/offers/${encodeURIComponent(answer.uid)}`, {
        method: 'PUT',
        body: { status: answer.status },
        auth: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECEIVED }),
  });
}
