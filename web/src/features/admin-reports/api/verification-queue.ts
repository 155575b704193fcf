import { useInfiniteQuery } from '@tanstack/react-query';
import type { pendingDocuments } from '@core/moderation/document-reviews';
import { api } from '../../../lib/api-client';
import { VERIFICATIONS_KEY } from './keys';

export type VerificationPage = Awaited<ReturnType<typeof pendingDocuments>>;
export type PendingDocument = VerificationPage['documents'][number];

/** GET /api/admin/verifications: documents waiting for review, oldest first, 15 a page. */
export const useVerificationQueue = () =>
  useInfiniteQuery({
    queryKey: VERIFICATIONS_KEY,
    queryFn: ({ pageParam }) =>
      api<VerificationPage>(
        `/api/admin/verifications${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { auth: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
