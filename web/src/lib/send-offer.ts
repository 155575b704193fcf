import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf } from '@http/route-contract';
import { offersRoutes } from '@http/routes/offers';
import { callRoute } from './call-route';

export type OfferRecord = AnswerOf<typeof offersRoutes.sendOffer>;
export const jobApplicationsKey = (id: string) => ['job-applications', id] as const;

/**
 * POST /api/jobs/{id}/offers: from the applications page and from a caregiver's CV (kept on the
 * phone when written offline: the route says so).
 */
export function useSendOffer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof offersRoutes.sendOffer>) =>
      callRoute(offersRoutes.sendOffer, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobApplicationsKey(id) }),
  });
}
