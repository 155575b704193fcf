/**
 * What IAM evaluates for one SDK call: the action(s) and the resource ARN(s) of the role's
 * policy that must allow it. Used only by the test-mode call log (call-log.ts). Transactions
 * and batches are authorized per item and per table; a HeadObject of a missing key answers
 * 404 (not 403) only with s3:ListBucket, which the uploads check relies on.
 */
export interface IamCall {
  service: string;
  action: string;
  resource: string;
}

type Input = Record<string, any>;
interface Where {
  region: string;
  account: string;
}

/** Public Cognito APIs, authorized by the app client rather than IAM. */
const unsignedCognito = new Set([
  'SignUp',
  'InitiateAuth',
  'ConfirmSignUp',
  'RespondToAuthChallenge',
]);

const transactItemActions: Record<string, string> = {
  Put: 'PutItem',
  Update: 'UpdateItem',
  Delete: 'DeleteItem',
  ConditionCheck: 'ConditionCheckItem',
  Get: 'GetItem',
};

function dynamodb(action: string, input: Input, { region, account }: Where): IamCall[] {
  const table = (name: string, index?: string) =>
    `arn:aws:dynamodb:${region}:${account}:table/${name}${index ? `/index/${index}` : ''}`;
  const call = (iamAction: string, resource: string) => ({
    service: 'dynamodb',
    action: `dynamodb:${iamAction}`,
    resource,
  });
  if (action === 'TransactWriteItems' || action === 'TransactGetItems') {
    return (input.TransactItems ?? []).flatMap((item: Input) =>
      Object.entries(item).map(([kind, op]) =>
        call(transactItemActions[kind] ?? kind, table((op as Input).TableName)),
      ),
    );
  }
  if (action === 'BatchGetItem' || action === 'BatchWriteItem') {
    return Object.keys(input.RequestItems ?? {}).map((name) => call(action, table(name)));
  }
  return [call(action, table(input.TableName, input.IndexName))];
}

function s3(action: string, input: Input): IamCall[] {
  const bucket = `arn:aws:s3:::${input.Bucket}`;
  const object = (key: string) => `${bucket}/${key}`;
  const call = (iamAction: string, resource: string) => ({
    service: 's3',
    action: `s3:${iamAction}`,
    resource,
  });
  switch (action) {
    case 'HeadObject':
      return [call('GetObject', object(input.Key)), call('ListBucket', bucket)];
    case 'DeleteObjects':
      return (input.Delete?.Objects ?? []).map((o: Input) => call('DeleteObject', object(o.Key)));
    case 'ListObjectsV2':
    case 'HeadBucket':
      return [call('ListBucket', bucket)];
    default:
      return [call(action, input.Key === undefined ? bucket : object(input.Key))];
  }
}

function ses(action: string, input: Input, { region, account }: Where): IamCall[] {
  const arn = (resource: string) => `arn:aws:ses:${region}:${account}:${resource}`;
  if (action !== 'SendEmail') return [{ service: 'ses', action: `ses:${action}`, resource: '*' }];
  // The sending identity is the From address's domain (infra/mail.ts verifies the domain).
  const domain = String(input.FromEmailAddress ?? '').split('@')[1] ?? '';
  const resources = [arn(`identity/${domain}`)];
  if (input.ConfigurationSetName)
    resources.push(arn(`configuration-set/${input.ConfigurationSetName}`));
  return resources.map((resource) => ({ service: 'ses', action: 'ses:SendEmail', resource }));
}

function sms(action: string, input: Input, { region, account }: Where): IamCall[] {
  const arn = (resource: string) => `arn:aws:sms-voice:${region}:${account}:${resource}`;
  const origination = String(input.OriginationIdentity ?? '');
  const resources = [
    origination.startsWith('arn:') ? origination : arn(`phone-number/${origination}`),
    ...(input.ConfigurationSetName ? [arn(`configuration-set/${input.ConfigurationSetName}`)] : []),
  ];
  return resources.map((resource) => ({
    service: 'sms-voice',
    action: `sms-voice:${action}`,
    resource,
  }));
}

/** The IAM view of `commandName` sent by the client named `clientName` with `input`. */
export function iamCalls(
  clientName: string,
  commandName: string,
  input: Input,
  where: Where,
): IamCall[] {
  const action = commandName.replace(/Command$/, '');
  const { region, account } = where;
  switch (clientName) {
    case 'DynamoDBClient':
      return dynamodb(action, input, where);
    case 'S3Client':
      return s3(action, input);
    case 'CognitoIdentityProviderClient':
      if (unsignedCognito.has(action)) return [];
      return [
        {
          service: 'cognito-idp',
          action: `cognito-idp:${action}`,
          resource: `arn:aws:cognito-idp:${region}:${account}:userpool/${input.UserPoolId}`,
        },
      ];
    case 'EventBridgeClient': {
      const buses =
        action === 'PutEvents'
          ? (input.Entries ?? []).map((e: Input) => e.EventBusName)
          : [input.Name];
      return [...new Set<string>(buses.map((bus: string | undefined) => bus ?? 'default'))].map(
        (bus) => ({
          service: 'events',
          action: `events:${action}`,
          resource: `arn:aws:events:${region}:${account}:event-bus/${bus}`,
        }),
      );
    }
    case 'SESv2Client':
      return ses(action, input, where);
    case 'LocationClient':
      return [
        {
          service: 'geo',
          action: `geo:${action}`,
          resource: `arn:aws:geo:${region}:${account}:place-index/${input.IndexName}`,
        },
      ];
    case 'PinpointSMSVoiceV2Client':
      return sms(action, input, where);
    case 'SecretsManagerClient': {
      // A secret's ARN ends in six random characters (`-AbCdEf`); a name stands for that ARN.
      const id = String(input.SecretId ?? '');
      const resource = id.startsWith('arn:')
        ? id
        : `arn:aws:secretsmanager:${region}:${account}:secret:${id}-LOCAL1`;
      return [{ service: 'secretsmanager', action: `secretsmanager:${action}`, resource }];
    }
    case 'SQSClient': {
      // SendMessageBatch is authorized as SendMessage; the queue is the URL's last segment.
      const queue = String(input.QueueUrl ?? '')
        .split('/')
        .at(-1);
      const iamAction = action === 'SendMessageBatch' ? 'SendMessage' : action;
      return [
        {
          service: 'sqs',
          action: `sqs:${iamAction}`,
          resource: `arn:aws:sqs:${region}:${account}:${queue}`,
        },
      ];
    }
    default:
      // A client this map does not know yet: recorded as such, so the check reports it.
      return [{ service: clientName, action: `${clientName}:${action}`, resource: '?' }];
  }
}
