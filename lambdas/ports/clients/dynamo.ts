import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { clientOptions, lazyClient } from '../aws-clients.js';

export const dynamoClient = lazyClient(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient(clientOptions('dynamodb')), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);
