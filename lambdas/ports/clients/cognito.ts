import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { clientOptions, lazyClient } from '../aws-clients.js';

export const cognitoClient = lazyClient(
  () => new CognitoIdentityProviderClient(clientOptions('cognito')),
);
