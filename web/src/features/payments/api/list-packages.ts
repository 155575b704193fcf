import { useQuery } from '@tanstack/react-query';
import type { PackagesAnswer } from '@core/payments/packages';
import { api } from '../../../lib/api-client';

export type { PackageItem, PackagesAnswer } from '@core/payments/packages';

/** GET /api/packages: the caller's packages in its currency, and when its package ends. */
export const usePackages = () =>
  useQuery({
    queryKey: ['packages'],
    queryFn: () => api<PackagesAnswer>('/api/packages', { auth: true }),
  });
