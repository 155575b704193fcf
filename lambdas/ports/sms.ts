import { SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { smsClient } from './clients/sms.js';
import { env } from './env.js';

export interface TextMessage {
  /** E.164, e.g. +260971234567. */
  to: string;
  body: string;
}

/**
 * Sends one text through AWS End User Messaging SMS (the local stand-in, infra/local/sms.ts,
 * speaks the same API on one machine), from the stage's origination identity and through its
 * configuration set. Transactional: these are codes and notices a person asked for.
 */
export async function sendText(text: TextMessage): Promise<void> {
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
}
