import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactLimitBody } from '@core/contacts/schemas';
import { contactsRoutes } from '@http/routes/contacts';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

export { contactLimitBody };

/** PUT /api/admin/contact-limit: how many caregivers a parent may contact without a package. */
export const useSetContactLimit = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof contactsRoutes.setContactLimit>) =>
      callRoute(contactsRoutes.setContactLimit, { body }),
    onSuccess: (data) => client.setQueryData(['contact-limit'], data),
  });
};
