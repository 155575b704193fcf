import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonalityStatus } from '@core/personality/schemas';
import { personalityRoutes } from '@http/routes/personality';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { PERSONALITY_KEY } from './personality-status';

/** POST /api/personality-test/answers: scored by the server; spends one paid attempt. */
export function useSubmitAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: BodyOf<typeof personalityRoutes.submitPersonalityTest>['answers']) =>
      callRoute(personalityRoutes.submitPersonalityTest, { body: { answers } }),
    onSuccess: ({ attempts, result }) =>
      queryClient.setQueryData<PersonalityStatus>(PERSONALITY_KEY, (old) =>
        old ? { ...old, attempts, result } : old,
      ),
  });
}
