import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OfferRecord } from '../../../lib/send-offer';

export type ReceivedOffer = OfferRecord & {
  job: { contact: string; email: string; town?: string } | null;
};

const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;
const RECEIVED = ['received-offers'] as const;

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
