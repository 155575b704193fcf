import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Review } from '../../../lib/reviews';

/**
 * One accepted offer of the caller's, as parent or caregiver: whether their one review of that
 * person is about this hire, or a review here would replace it (one review per pair).
 */
export interface Hire {
  post_id: string;
  caregiver_id: string;
  parent_id: string;
  position: string;
  other: { uid: string; name: string; user_type: string };
  reviewed: boolean;
  replacesReview: boolean;
}

const HIRES = ['my-hires'] as const;

/** GET /api/my/hires: the caller's accepted offers. */
export const useHires = () =>
  useQuery({
    queryKey: HIRES,
    queryFn: ({ signal }) => api<{ hires: Hire[] }>('/api/my/hires', { auth: true, signal }),
  });

export interface ReviewInput {
  post_id: string;
  caregiver_id: string;
  stars: number;
  text: string;
}

/**
 * POST /api/reviews: the hire then shows as reviewed, and the caller's other hires with that
 * person as ones whose review would replace it.
 */
export function usePostReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      api<{ review: Review; replaced: boolean }>('/api/reviews', {
        method: 'POST',
        auth: true,
        body,
        keepOffline: true,
      }),
    onSuccess: (_answer, sent) =>
      client.setQueryData<{ hires: Hire[] }>(HIRES, (mine) =>
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
