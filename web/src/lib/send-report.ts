import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '@core/reports/schemas';
import { api } from './api-client';

/**
 * POST /api/reports: a post, comment, profile or message goes to the admins' queue (once per
 * person). Reporting is offered by several features, so the call lives here beside the shared
 * button (ui/report-action.tsx).
 */
export const useSendReport = () =>
  useMutation({
    mutationFn: (body: ReportInput) =>
      api<{ message: string }>('/api/reports', {
        method: 'POST',
        auth: true,
        body,
        keepOffline: true,
      }),
  });
