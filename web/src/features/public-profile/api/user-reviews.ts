import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { reviewsRoutes } from '@http/routes/reviews';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

/** A page of reviews with their average (-1 while there are none) and count. */
export type ReviewsPage = AnswerOf<typeof reviewsRoutes.userReviews>;

const reviewsKey = (uid: string) => ['user-reviews', uid] as const;

/** GET /api/users/{uid}/reviews: newest first, with the average and count (public). */
export const useUserReviews = (uid: string) =>
  useInfiniteQuery({
    queryKey: reviewsKey(uid),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      callRoute(reviewsRoutes.userReviews, {
        params: { uid },
        query: { cursor: pageParam ?? undefined },
        signal,
      }),
    getNextPageParam: (last) => last.cursor,
  });

/** PUT /api/reviews/{id}/answer: the reviewed person answers once; shown in place at once. */
export function useAnswerReview(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      callRoute(reviewsRoutes.answerReview, { params: { id }, body: { text } }),
    onSuccess: ({ review }) =>
      client.setQueryData<InfiniteData<ReviewsPage, string | null>>(reviewsKey(uid), (all) =>
        all
          ? {
              ...all,
              pages: all.pages.map((page) => ({
                ...page,
                reviews: page.reviews.map((shown) => (shown.id === review.id ? review : shown)),
              })),
            }
          : all,
      ),
  });
}
