import { useInfiniteQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@http/route-contract';
import { contactsRoutes } from '@http/routes/contacts';
import { callRoute } from '../../../lib/call-route';
import { MY_CONTACTS_KEY } from '../../../lib/contacts/contact-caregiver';

export type ContactHistoryPage = AnswerOf<typeof contactsRoutes.myContacts>;
export type ContactEntry = ContactHistoryPage['contacts'][number];

/** GET /api/my/contacts: the parent's contact history, newest first, 15 a page. */
export const useMyContacts = () =>
  useInfiniteQuery({
    queryKey: MY_CONTACTS_KEY,
    queryFn: ({ pageParam }) =>
      callRoute(contactsRoutes.myContacts, { query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
