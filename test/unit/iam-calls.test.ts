import { describe, expect, it } from 'vitest';
import { iamCalls } from '../../lambdas/ports/iam-calls.js';

const where = { region: 'af-south-1', account: '000000000000' };
const table = (name: string) => `arn:aws:dynamodb:af-south-1:000000000000:table/${name}`;
const view = (calls: ReturnType<typeof iamCalls>) => calls.map((c) => `${c.action} ${c.resource}`);

describe('what IAM evaluates for an SDK call', () => {
  it('authorizes a transaction per item and a batch per table', () => {
    const transaction = iamCalls(
      'DynamoDBClient',
      'TransactWriteItemsCommand',
      {
        TransactItems: [
          { Put: { TableName: 't' } },
          { Update: { TableName: 't' } },
          { ConditionCheck: { TableName: 'u' } },
          { Delete: { TableName: 't' } },
        ],
      },
      where,
    );
    expect(view(transaction)).toEqual([
      `dynamodb:PutItem ${table('t')}`,
      `dynamodb:UpdateItem ${table('t')}`,
      `dynamodb:ConditionCheckItem ${table('u')}`,
      `dynamodb:DeleteItem ${table('t')}`,
    ]);
    const batch = iamCalls(
      'DynamoDBClient',
      'BatchGetItemCommand',
      { RequestItems: { t: {} } },
      where,
    );
    expect(view(batch)).toEqual([`dynamodb:BatchGetItem ${table('t')}`]);
    const query = iamCalls(
      'DynamoDBClient',
      'QueryCommand',
      { TableName: 't', IndexName: 'gsi2' },
      where,
    );
    expect(view(query)).toEqual([`dynamodb:Query ${table('t')}/index/gsi2`]);
  });

  it('names objects and buckets as S3 policies do', () => {
    expect(
      view(iamCalls('S3Client', 'HeadObjectCommand', { Bucket: 'b', Key: 'k/1' }, where)),
    ).toEqual(['s3:GetObject arn:aws:s3:::b/k/1', 's3:ListBucket arn:aws:s3:::b']);
    const many = { Bucket: 'b', Delete: { Objects: [{ Key: 'x' }, { Key: 'y' }] } };
    expect(view(iamCalls('S3Client', 'DeleteObjectsCommand', many, where))).toEqual([
      's3:DeleteObject arn:aws:s3:::b/x',
      's3:DeleteObject arn:aws:s3:::b/y',
    ]);
    expect(view(iamCalls('S3Client', 'ListObjectsV2Command', { Bucket: 'b' }, where))).toEqual([
      's3:ListBucket arn:aws:s3:::b',
    ]);
  });

  it('leaves out the public Cognito calls and names buses, identities and numbers', () => {
    expect(iamCalls('CognitoIdentityProviderClient', 'InitiateAuthCommand', {}, where)).toEqual([]);
    expect(
      view(
        iamCalls(
          'EventBridgeClient',
          'PutEventsCommand',
          { Entries: [{ EventBusName: 'm' }, {}] },
          where,
        ),
      ),
    ).toEqual([
      'events:PutEvents arn:aws:events:af-south-1:000000000000:event-bus/m',
      'events:PutEvents arn:aws:events:af-south-1:000000000000:event-bus/default',
    ]);
    expect(
      view(iamCalls('SESv2Client', 'SendEmailCommand', { FromEmailAddress: 'a@x.example' }, where)),
    ).toEqual(['ses:SendEmail arn:aws:ses:af-south-1:000000000000:identity/x.example']);
    const text = { OriginationIdentity: '+260970000000', ConfigurationSetName: 'c' };
    expect(
      view(iamCalls('PinpointSMSVoiceV2Client', 'SendTextMessageCommand', text, where)),
    ).toEqual([
      'sms-voice:SendTextMessage arn:aws:sms-voice:af-south-1:000000000000:phone-number/+260970000000',
      'sms-voice:SendTextMessage arn:aws:sms-voice:af-south-1:000000000000:configuration-set/c',
    ]);
  });

  it('marks a client it does not know, so the check reports its calls', () => {
    expect(iamCalls('KinesisClient', 'PutRecordCommand', {}, where)[0]!.resource).toBe('?');
  });
});
