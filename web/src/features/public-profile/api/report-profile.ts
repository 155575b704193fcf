import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/reports with kind 'user': a profile goes to the admins' queue (once per person). */
export const useReportProfile = (uid: string) =>
  useMutation({
    mutationFn: (reason: string) =>
      api<{ message: string }>('/api/reports', {
        method: 'POST',
        auth: true,
        body: { kind: 'user', uid, reason },
      }),
  });
