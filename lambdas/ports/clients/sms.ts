import { PinpointSMSVoiceV2Client } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { clientOptions, lazyClient } from '../aws-clients.js';

export const smsClient = lazyClient(() => new PinpointSMSVoiceV2Client(clientOptions('sms')));
