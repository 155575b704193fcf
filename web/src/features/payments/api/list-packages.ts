import { useQuery } from '@tanstack/react-query';
import { paymentsRoutes } from '@http/routes/payments';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

export type PackagesAnswer = AnswerOf<typeof paymentsRoutes.listPackages>;
export type PackageItem = PackagesAnswer['packages'][number];

/** GET /api/packages: the caller's packages in its currency, and when its package ends. */
export const usePackages = () =>
  useQuery({
    queryKey: ['packages'],
    queryFn: () => callRoute(paymentsRoutes.listPackages),
  });
