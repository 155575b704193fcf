import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmBody, phoneBody, type SmsSettings, type SmsTopics } from '@core/sms/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET, PUT, POST and DELETE under /api/account/sms: the phone for texts and what is texted. */
export { confirmBody, phoneBody };
export type { SmsSettings, SmsTopics };

const smsKey = ['account', 'sms'] as const;
type Answer = SmsSettings & { message: string };

export const useSmsSettings = () =>
  useQuery({
    queryKey: smsKey,
    queryFn: () => api<SmsSettings>('/api/account/sms', { auth: true }),
  });

/** A mutation whose answer is the new settings: the query shows them at once. */
function useSmsChange<B>(send: (body: B) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (settings) => queryClient.setQueryData(smsKey, settings),
  });
}

export const useAddSmsPhone = () =>
  useSmsChange((body: z.output<typeof phoneBody>) =>
    api<Answer>('/api/account/sms/phone', { method: 'PUT', body, auth: true }),
  );

export const useConfirmSms = () =>
  useSmsChange((body: z.output<typeof confirmBody>) =>
    api<Answer>('/api/account/sms/confirm', { method: 'POST', body, auth: true }),
  );

export const useSmsTopics = () =>
  useSmsChange((body: SmsTopics) =>
    api<Answer>('/api/account/sms/topics', { method: 'PUT', body, auth: true }),
  );

export const useRemoveSms = () =>
  useSmsChange(() => api<Answer>('/api/account/sms', { method: 'DELETE', auth: true }));
