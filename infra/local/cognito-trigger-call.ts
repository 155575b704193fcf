import errors from 'cognito-local/lib/errors.js';

/**
 * Our Cognito triggers run by the local pool itself where cognito-local (5.3) does not run them:
 * PreAuthentication, and the custom challenge's DefineAuthChallenge, CreateAuthChallenge and
 * VerifyAuthChallengeResponse (cognito-custom-auth.ts). Each goes through the same local Lambda
 * endpoint as cognito-local's own triggers, with the event Cognito sends.
 */

/** The aws-sdk v2 Lambda client cognito-local uses, as far as a trigger call needs it. */
export interface InvokeClient {
  invoke(params: { FunctionName: string; Payload: string }): {
    promise(): Promise<{ FunctionError?: string; Payload?: unknown }>;
  };
}

/** Where the triggers run: the Lambda client, and each trigger's function by Cognito's name. */
export interface TriggerRunner {
  lambda: InvokeClient;
  triggers: Readonly<Record<string, string>>;
}

export type AuthTrigger =
  | 'PreAuthentication'
  | 'PostAuthentication'
  | 'DefineAuthChallenge'
  | 'CreateAuthChallenge'
  | 'VerifyAuthChallengeResponse';

/** Who a trigger call is about: the common fields of every Cognito trigger event. */
export interface TriggerSubject {
  userPoolId: string;
  clientId: string;
  userName: string;
}

export const triggerConfigured = (runner: TriggerRunner, trigger: AuthTrigger): boolean =>
  Boolean(runner.triggers[trigger]);

/**
 * Invokes `trigger` with Cognito's event (version, region, pool, user name, `<Trigger>_Authentication`
 * as its source, the caller's client) around `request`, and answers the `response` the trigger
 * returned. A trigger that throws fails the call as Cognito fails it: UserLambdaValidationException,
 * "<Trigger> failed with error <message>." (Cognito adds the period).
 */
export async function callTrigger<Response>(
  runner: TriggerRunner,
  trigger: AuthTrigger,
  subject: TriggerSubject,
  request: Record<string, unknown>,
): Promise<Response> {
  const functionName = runner.triggers[trigger];
  if (!functionName) throw new Error(`The local pool has no ${trigger} trigger`);
  const event = {
    version: '1',
    region: 'local',
    userPoolId: subject.userPoolId,
    userName: subject.userName,
    triggerSource: `${trigger}_Authentication`,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: subject.clientId },
    request,
    response: {},
  };
  const result = await runner.lambda
    .invoke({ FunctionName: functionName, Payload: JSON.stringify(event) })
    .promise();
  const payload = JSON.parse(String(result.Payload ?? '{}')) as {
    errorMessage?: string;
    response?: Response;
  };
  if (result.FunctionError)
    throw new errors.UserLambdaValidationError(
      `${trigger} failed with error ${payload.errorMessage ?? result.FunctionError}.`,
    );
  return (payload.response ?? {}) as Response;
}
