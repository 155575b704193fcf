import { useInfiniteQuery } from '@tanstack/react-query';
import { adminReportsRoutes } from '@http/routes/admin-reports';
import type { AnswerOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';
import { VERIFICATIONS_KEY } from './keys';

export type VerificationPage = AnswerOf<typeof adminReportsRoutes.documentQueue>;
export type PendingDocument = VerificationPage['documents'][number];

/** GET /api/admin/verifications: documents waiting for review, oldest first, 15 a page. */
export const useVerificationQueue = () =>
  useInfiniteQuery({
    queryKey: VERIFICATIONS_KEY,
    queryFn: ({ pageParam }) =>
      callRoute(adminReportsRoutes.documentQueue, { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
