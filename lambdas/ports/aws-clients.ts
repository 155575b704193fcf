import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { z } from 'zod';
import { env } from './env.js';

/**
 * The one factory for AWS clients. In AWS it adds nothing; in the local runtime it points each
 * client at its stand-in with dummy credentials (and path-style S3 for s3rver).
 */
const localEndpoints = z
  .object({
    dynamodb: z.string(),
    cognito: z.string(),
    s3: z.string(),
    ses: z.string(),
    events: z.string(),
  })
  .partial();
type Service = keyof z.infer<typeof localEndpoints>;

function localOptions(service: Service) {
  const raw = env('aws').LOCAL_AWS_ENDPOINTS;
  if (!raw) return {};
  const endpoint = localEndpoints.parse(JSON.parse(raw))[service];
  if (!endpoint) return {};
  const credentials =
    service === 's3'
      ? { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
      : { accessKeyId: 'local', secretAccessKey: 'local' };
  return { endpoint, credentials, ...(service === 's3' ? { forcePathStyle: true } : {}) };
}

const region = () => env('aws').AWS_REGION;
const memo = <T>(make: () => T) => {
  let value: T | undefined;
  const get = () => (value ??= make());
  get.reset = () => (value = undefined);
  return get;
};

export const clients = {
  dynamo: memo(
    () =>
      DynamoDBDocumentClient.from(
        new DynamoDBClient({ region: region(), ...localOptions('dynamodb') }),
        { marshallOptions: { removeUndefinedValues: true } },
      ),
  ),
  cognito: memo(
    () => new CognitoIdentityProviderClient({ region: region(), ...localOptions('cognito') }),
  ),
  s3: memo(() => new S3Client({ region: region(), ...localOptions('s3') })),
  ses: memo(() => new SESv2Client({ region: region(), ...localOptions('ses') })),
  events: memo(() => new EventBridgeClient({ region: region(), ...localOptions('events') })),
};

export const resetClients = (): void => Object.values(clients).forEach((get) => get.reset());
