import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '@core/reports/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/reports: a post or comment goes to the admins' queue (once per person). */
export const useReport = () =>
  useMutation({
    mutationFn: (body: ReportInput) =>
      api<{ message: string }>('/api/reports', { method: 'POST', auth: true, body }),
  });
