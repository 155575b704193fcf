import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewsRoutes } from '@http/routes/reviews';
import type { AnswerOf, BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

type Hires = AnswerOf<typeof reviewsRoutes.myHires>;
/**
 * One accepted offer of the caller's, as parent or caregiver: whether their one review of that
 * person is about this hire, or a review here would replace it (one review per pair).
 */
export type Hire = Hires['hires'][number];

const HIRES = ['my-hires'] as const;

/** GET /api/my/hires: the caller's accepted offers. */
export const useHires = () =>
  useQuery({
    queryKey: HIRES,
    queryFn: ({ signal }) => callRoute(reviewsRoutes.myHires, { signal }),
  });

type ReviewInput = BodyOf<typeof reviewsRoutes.createReview>;

/**
 * POST /api/reviews (kept offline when written offline): the hire then shows as reviewed, and
 * the caller's other hires with that person as ones whose review would replace it.
 */
export function usePostReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => callRoute(reviewsRoutes.createReview, { body }),
    onSuccess: (_answer, sent) =>
      client.setQueryData<Hires>(HIRES, (mine) =>
        mine
          ? {
              hires: mine.hires.map((hire) => {
                const same =
                  hire.post_id === sent.post_id && hire.caregiver_id === sent.caregiver_id;
                const other = mine.hires.find(
                  (h) => h.post_id === sent.post_id && h.caregiver_id === sent.caregiver_id,
                )?.other.uid;
                if (same) return { ...hire, reviewed: true, replacesReview: false };
                return hire.other.uid === other
                  ? { ...hire, reviewed: false, replacesReview: true }
                  : hire;
              }),
            }
          : mine,
      ),
  });
}
