import { SQSClient } from '@aws-sdk/client-sqs';
import { clientOptions, lazyClient } from '../aws-clients.js';

export const sqsClient = lazyClient(() => new SQSClient(clientOptions('sqs')));
