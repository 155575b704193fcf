import { useInfiniteQuery } from '@tanstack/react-query';
import type { contactHistory } from '@core/contacts/contact-history';
import { api } from '../../../lib/api-client';
import { MY_CONTACTS_KEY } from '../../../lib/contacts/contact-caregiver';

export type ContactHistoryPage = Awaited<ReturnType<typeof contactHistory>>;
export type ContactEntry = ContactHistoryPage['contacts'][number];

/** GET /api/my/contacts: the parent's contact history, newest first, 15 a page. */
export const useMyContacts = () =>
  useInfiniteQuery({
    queryKey: MY_CONTACTS_KEY,
    queryFn: ({ pageParam }) =>
      api<ContactHistoryPage>(
        `/api/my/contacts${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { auth: true },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
