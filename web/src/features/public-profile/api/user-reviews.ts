import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Review } from '../../../lib/reviews';

export interface ReviewsPage {
  reviews: Review[];
  cursor: string | null;
  /** -1 while there are none. */
  average: number;
  count: number;
}

const reviewsKey = (uid: string) => ['user-reviews', uid] as const;

/** GET /api/users/{uid}/reviews: newest first, with the average and count (public). */
export const useUserReviews = (uid: string) =>
  useInfiniteQuery({
    queryKey: reviewsKey(uid),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api<ReviewsPage>(
        `/api/users/${encodeURIComponent(uid)}/reviews${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    getNextPageParam: (last) => last.cursor,
  });

/** PUT /api/reviews/{id}/answer: the reviewed person answers once; shown in place at once. */
export function useAnswerReview(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api<{ review: Review }>(`/api/reviews/${encodeURIComponent(id)}/answer`, {
        method: 'PUT',
        auth: true,
        body: { text },
      }),
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
