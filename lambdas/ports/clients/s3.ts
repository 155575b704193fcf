import { S3Client } from '@aws-sdk/client-s3';
import { clientOptions, lazyClient } from '../aws-clients.js';

export const s3Client = lazyClient(() => new S3Client(clientOptions('s3')));
