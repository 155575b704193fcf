import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactsRoutes } from '@http/routes/contacts';
import { callRoute } from '../call-route';

/**
 * Contacting a caregiver is offered on the CV page and on every search result, two features
 * that may not import each other, so its calls live here beside the shared button (ui/).
 */
export const MY_CONTACTS_KEY = ['my-contacts'] as const;

/**
 * POST /api/caregivers/{uid}/contact: the caregiver is told and the pair's conversation opens;
 * their phone and e-mail come only once they share them with this parent.
 */
export function useContactCaregiver(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      callRoute(contactsRoutes.contactCaregiver, { params: { uid }, body: { message } }),
    onSettled: () => client.invalidateQueries({ queryKey: MY_CONTACTS_KEY }),
  });
}

/** GET /api/contact-limit: how many caregivers a parent may contact without a package. */
export const useContactLimit = () =>
  useQuery({
    queryKey: ['contact-limit'],
    queryFn: () => callRoute(contactsRoutes.contactLimit),
    staleTime: 5 * 60_000,
  });

/**
 * After a refused contact: whether the free contacts are spent (a package would help) or the
 * refusal is another one (a block). The first page of GET /api/my/contacts says which.
 */
export const useContactAllowance = (enabled: boolean) =>
  useQuery({
    queryKey: [...MY_CONTACTS_KEY, 'allowance'],
    queryFn: () => callRoute(contactsRoutes.myContacts, { query: {} }),
    enabled,
  });
