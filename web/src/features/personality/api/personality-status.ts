import { useQuery } from '@tanstack/react-query';
import { personalityRoutes } from '@http/routes/personality';
import { callRoute } from '../../../lib/call-route';

export type { PersonalityResult, PersonalityStatus } from '@core/personality/schemas';

export const PERSONALITY_KEY = ['personality-test'] as const;

/** GET /api/personality-test: paid attempts left, the price of one, and the latest result. */
export const usePersonalityStatus = () =>
  useQuery({
    queryKey: PERSONALITY_KEY,
    queryFn: () => callRoute(personalityRoutes.personalityTest),
    // Read afresh on every visit: a payment made a moment ago must show.
    staleTime: 0,
  });
