import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { clientOptions, lazyClient } from '../aws-clients.js';

export const eventsClient = lazyClient(() => new EventBridgeClient(clientOptions('events')));
