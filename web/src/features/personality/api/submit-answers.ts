import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonalityResult, PersonalityStatus } from '@core/personality/schemas';
import { api } from '../../../lib/api-client';
import { PERSONALITY_KEY } from './personality-status';

/** POST /api/personality-test/answers: scored by the server; spends one paid attempt. */
export function useSubmitAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: Record<string, number>) =>
      api<{ attempts: number; result: PersonalityResult }>('/api/personality-test/answers', {
        method: 'POST',
        body: { answers },
        auth: true,
        keepOffline: true,
      }),
    onSuccess: ({ attempts, result }) =>
      queryClient.setQueryData<PersonalityStatus>(PERSONALITY_KEY, (old) =>
        old ? { ...old, attempts, result } : old,
      ),
  });
}
