import { useMutation } from '@tanstack/react-query';
import { contactBody } from '@core/contact-us/schemas';
import { contactUsRoutes } from '@http/routes/contact-us';
import type { BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

/** POST /api/contact: stored, then e-mailed to the team. */
export { contactBody };

export const sendContactMessage = (body: BodyOf<typeof contactUsRoutes.contact>) =>
  callRoute(contactUsRoutes.contact, { body });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
