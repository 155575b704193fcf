import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminReportsRoutes } from '@http/routes/admin-reports';
import type { BodyOf, ParamsOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { VERIFICATIONS_KEY } from './keys';

type Route = typeof adminReportsRoutes.reviewDocument;

/** PUT /api/admin/verifications/{uid}/{kind}: approve (badge) or reject with a reason. */
export function useReviewDocument(
  uid: string,
  kind: ParamsOf<Route>['kind'],
  onDone: (message: string) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<Route>) =>
      callRoute(adminReportsRoutes.reviewDocument, { params: { uid, kind }, body }),
    onSuccess: (answer) => {
      onDone(answer.message);
      return queryClient.invalidateQueries({ queryKey: VERIFICATIONS_KEY });
    },
  });
}
