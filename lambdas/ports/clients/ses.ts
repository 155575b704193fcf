import { SESv2Client } from '@aws-sdk/client-sesv2';
import { clientOptions, lazyClient } from '../aws-clients.js';

export const sesClient = lazyClient(() => new SESv2Client(clientOptions('ses')));
