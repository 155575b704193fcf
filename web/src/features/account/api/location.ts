import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountRoutes } from '@http/routes/account';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { rememberAccountCountry } from '../../../lib/own-country';
import { rememberOwnRecord } from '../../../lib/use-me';

/** PUT /api/account/location: country (region, town); the answer is the new /api/me record. */
export type LocationBody = BodyOf<typeof accountRoutes.changeLocation>;
export const changeLocation = (body: LocationBody) =>
  callRoute(accountRoutes.changeLocation, { body });

export function useChangeLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLocation,
    // Phone code and currency follow the country: the pay and cart screens price in it at once.
    onSuccess: (record) => {
      rememberOwnRecord(queryClient, record);
      rememberAccountCountry(record.currently_in);
      void queryClient.invalidateQueries({ queryKey: ['packages'] });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
