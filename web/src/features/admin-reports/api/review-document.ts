import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '@core/moderation/schemas';
import { api } from '../../../lib/api-client';
import { VERIFICATIONS_KEY } from './keys';

/** PUT /api/admin/verifications/{uid}/{kind}: approve (badge) or reject with a reason. */
export function useReviewDocument(uid: string, kind: string, onDone: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      api<{ message: string }>(
        `/api/admin/verifications/${encodeURIComponent(uid)}/${encodeURIComponent(kind)}`,
        { method: 'PUT', auth: true, body },
      ),
    onSuccess: (answer) => {
      onDone(answer.message);
      return queryClient.invalidateQueries({ queryKey: VERIFICATIONS_KEY });
    },
  });
}
