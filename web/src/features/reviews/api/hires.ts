import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Review } from '../../../lib/reviews';

/** One accepted offer of the caller's, as parent or caregiver, and whether they reviewed it. */
export interface Hire {
  post_id: string;
  caregiver_id: string;
  parent_id: string;
  position: string;
  other: { uid: string; name: string; user_type: string };
  reviewed: boolean;
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

/** POST /api/reviews: once per hire and side; the hire then shows as reviewed. */
export function usePostReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      api<{ review: Review }>('/api/reviews', {
        method: 'POST',
        auth: true,
        body,
        keepOffline: true,
      }),
    onSuccess: (_answer, sent) =>
      client.setQueryData<{ hires: Hire[] }>(HIRES, (mine) =>
        mine
          ? {
              hires: mine.hires.map((hire) =>
                hire.post_id === sent.post_id && hire.caregiver_id === sent.caregiver_id
                  ? { ...hire, reviewed: true }
                  : hire,
              ),
            }
          : mine,
      ),
  });
}
