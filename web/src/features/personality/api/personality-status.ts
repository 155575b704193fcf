import { useQuery } from '@tanstack/react-query';
import type { PersonalityStatus } from '@core/personality/schemas';
import { api } from '../../../lib/api-client';

export type { PersonalityResult, PersonalityStatus } from '@core/personality/schemas';

export const PERSONALITY_KEY = ['personality-test'] as const;

/** GET /api/personality-test: paid attempts left, the price of one, and the latest result. */
export const usePersonalityStatus = () =>
  useQuery({
    queryKey: PERSONALITY_KEY,
    queryFn: () => api<PersonalityStatus>('/api/personality-test', { auth: true }),
    // Read afresh on every visit: a payment made a moment ago must show.
    staleTime: 0,
  });
