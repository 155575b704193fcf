import { SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import type { SendText } from '../core/ports/sms.js';
import { smsClient } from './clients/sms.js';
import { env } from './env.js';

/**
 * Sends one text through AWS End User Messaging SMS (the local stand-in, infra/local/sms.ts,
 * speaks the same API on one machine), from the stage's origination identity and through its
 * configuration set. Transactional: these are codes and notices a person asked for.
 */
export const sendText: SendText = async (text) => {
  const settings = env('sms');
  await smsClient().send(
    new SendTextMessageCommand({
      DestinationPhoneNumber: text.to,
      OriginationIdentity: settings.SMS_ORIGINATION_IDENTITY,
      ConfigurationSetName: settings.SMS_CONFIGURATION_SET,
      MessageBody: text.body,
      MessageType: 'TRANSACTIONAL',
    }),
  );
};
