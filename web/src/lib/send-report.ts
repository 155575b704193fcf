import { useMutation } from '@tanstack/react-query';
import { reportsRoutes } from '@http/routes/reports';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from './call-route';

/**
 * POST /api/reports: a post, comment, profile or message goes to the admins' queue (once per
 * person; kept offline when written offline). Reporting is offered by several features, so the
 * call lives here beside the shared button (ui/report-action.tsx).
 */
export const useSendReport = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof reportsRoutes.createReport>) =>
      callRoute(reportsRoutes.createReport, { body }),
  });
