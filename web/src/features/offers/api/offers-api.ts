import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, BodyOf } from '@http/route-contract';
import { offersRoutes } from '@http/routes/offers';
import { callRoute } from '../../../lib/call-route';

export type ReceivedOffer = AnswerOf<typeof offersRoutes.receivedOffers>['offers'][number];

const RECEIVED = ['received-offers'] as const;

/** GET /api/my/offers: the offers the caregiver received, newest first. */
export const useReceivedOffers = () =>
  useQuery({
    queryKey: RECEIVED,
    queryFn: () => callRoute(offersRoutes.receivedOffers),
  });

/** PUT /api/jobs/{id}/offers/{uid}: the caregiver's answer. */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      uid,
      status,
    }: { id: string; uid: string } & BodyOf<typeof offersRoutes.answerOffer>) =>
      callRoute(offersRoutes.answerOffer, { params: { id, uid }, body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECEIVED }),
  });
}
