import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntityItem } from 'electrodb';
import type { Offer } from '@core/offers/offer.entity';
import { api } from './api-client';

export type OfferRecord = EntityItem<typeof Offer>;
export const jobApplicationsKey = (id: string) => ['job-applications', id] as const;

/** POST /api/jobs/{id}/offers: from the applications page and from a caregiver's CV. */
export function useSendOffer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { caregiver_id: string; message: string }) =>
      api<OfferRecord>(`/api/jobs/${encodeURIComponent(id)}/offers`, {
        method: 'POST',
        body,
        auth: true,
        keepOffline: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobApplicationsKey(id) }),
  });
}
