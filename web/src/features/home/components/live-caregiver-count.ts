import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';

/**
 * The home banner's number: the real count of live caregivers (GET /api/caregiver-count).
 * Undefined until it arrives (or if it cannot), so the landing page never shows an error.
 */
export function useLiveCaregiverCount(): number | undefined {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    const controller = new AbortController();
    api<{ live: number }>('/api/caregiver-count', { signal: controller.signal })
      .then(({ live }) => setCount(live))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return count;
}
