import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { clientOptions, lazyClient } from '../aws-clients.js';

export const secretsClient = lazyClient(() => new SecretsManagerClient(clientOptions('secrets')));
