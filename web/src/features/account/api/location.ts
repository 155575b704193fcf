import { useMutation, useQueryClient } from '@tanstack/react-query';
import { locationBody } from '@core/location/schemas';
import { accountRoutes } from '@http/routes/account';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { rememberAccountCountry } from '../../../lib/own-country';
import { formBodyOf } from '../../../lib/forms/form-body';
import { rememberOwnRecord } from '../../../lib/use-me';

/** PUT /api/account/location: country (region, town); the answer is the new /api/me record. */
export const changeLocation = (body: BodyOf<typeof accountRoutes.changeLocation>) =>
  callRoute(accountRoutes.changeLocation, { body });

export function useChangeLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    // The location form's body (use-typed-form sends it untyped), checked by the same schema.
    mutationFn: async (body: unknown) => changeLocation(formBodyOf(locationBody, body)),
    // Phone code and currency follow the country: the pay and cart screens price in it at once.
    onSuccess: (record) => {
      rememberOwnRecord(queryClient, record);
      rememberAccountCountry(record.currently_in);
      void queryClient.invalidateQueries({ queryKey: ['packages'] });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
