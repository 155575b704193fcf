import { useMutation } from '@tanstack/react-query';
import { contactBody, type ContactInput } from '@core/contact-us/schemas';
import { api } from '../../../lib/api-client';

/** POST /api/contact: stored, then e-mailed to the team. */
export { contactBody };

export const sendContactMessage = (body: ContactInput) =>
  api<{ message: string }>('/api/contact', { method: 'POST', body });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
