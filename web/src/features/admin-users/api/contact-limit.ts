import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactLimitBody } from '@core/contacts/schemas';
import { api } from '../../../lib/api-client';

export { contactLimitBody };

/** PUT /api/admin/contact-limit: how many caregivers a parent may contact without a package. */
export const useSetContactLimit = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { limit: number }) =>
      api<{ limit: number }>('/api/admin/contact-limit', { method: 'PUT', body, auth: true }),
    onSuccess: (data) => client.setQueryData(['contact-limit'], data),
  });
};
