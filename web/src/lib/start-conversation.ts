import { useMutation } from '@tanstack/react-query';
import { conversationsRoutes } from '@http/routes/conversations';
import { callRoute } from './call-route';

/**
 * POST /api/conversations: opens (or finds) the conversation with a person the caller is
 * connected with. Offered on the applications, offers and contact history pages, features
 * that may not import each other, so the call lives here beside the shared button (ui/).
 */
export const useStartConversation = () =>
  useMutation({
    mutationFn: (uid: string) =>
      callRoute(conversationsRoutes.openConversation, { body: { with: uid } }),
  });
