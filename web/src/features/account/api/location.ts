import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rememberAccountCountry } from '../../../lib/own-country';
import { meQueryKey, type Me } from '../../../lib/use-me';

/** PUT /api/account/location: country (region, town); the answer is the new /api/me record. */
export function useChangeLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      api<Me>('/api/account/location', { method: 'PUT', body, auth: true }),
    // Phone code and currency follow the country: the pay and cart screens price in it at once.
    onSuccess: (record) => {
      queryClient.setQueryData(meQueryKey(record.uid), record);
      rememberAccountCountry(record.currently_in);
      void queryClient.invalidateQueries({ queryKey: ['packages'] });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
