import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmBody, phoneBody, type SmsSettings, type SmsTopics } from '@core/sms/schemas';
import { smsRoutes } from '@http/routes/sms';
import type { AnswerOf, BodyOf } from '@http/route-contract';
import { callRoute } from '../../../lib/call-route';

/** GET, PUT, POST and DELETE under /api/account/sms: the phone for texts and what is texted. */
export { confirmBody, phoneBody };
export type { SmsSettings, SmsTopics };

const smsKey = ['account', 'sms'] as const;
/** Every change answers the new settings, with a message saying what changed. */
type Answer = AnswerOf<typeof smsRoutes.smsPhone>;

export const useSmsSettings = () =>
  useQuery({
    queryKey: smsKey,
    queryFn: () => callRoute(smsRoutes.smsSettings),
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
  useSmsChange((body: BodyOf<typeof smsRoutes.smsPhone>) =>
    callRoute(smsRoutes.smsPhone, { body }),
  );

export const useConfirmSms = () =>
  useSmsChange((body: BodyOf<typeof smsRoutes.smsConfirm>) =>
    callRoute(smsRoutes.smsConfirm, { body }),
  );

export const useSmsTopics = () =>
  useSmsChange((body: BodyOf<typeof smsRoutes.smsTopics>) =>
    callRoute(smsRoutes.smsTopics, { body }),
  );

export const useRemoveSms = () => useSmsChange(() => callRoute(smsRoutes.smsRemove));
