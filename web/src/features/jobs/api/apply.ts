import { useMutation, useQuery } from '@tanstack/react-query';
import type { EntityItem } from 'electrodb';
import type { Application } from '@core/applications/application.entity';
import { api } from '../../../lib/api-client';

export type ApplicationRecord = EntityItem<typeof Application>;

/** POST /api/jobs/{id}/applications */
export const useApply = (id: string) =>
  useMutation({
    mutationFn: () =>
      api<ApplicationRecord>(`/api/jobs/${encodeURIComponent(id)}/applications`, {
        method: 'POST',
        auth: true,
      }),
  });

/** GET /api/my/applications */
export const useMyApplications = () =>
  useQuery({
    queryKey: ['my-applications'],
    queryFn: () =>
      api<{ applications: ApplicationRecord[] }>('/api/my/applications', { auth: true }),
  });
