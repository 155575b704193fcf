import { randomUUID } from 'node:crypto';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { localDynamoClient } from '../../infra/local/dynamo.js';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import { api } from './api.js';
import { passwordSignIn } from './cognito-sign-in.js';
import { startFaultProxy, type FaultProxy } from './fault-proxy.js';
import { mailAt, type SentMail } from './mail.js';
import { waitForItems } from './poll.js';

/**
 * The time an API call may take: the HTTP functions' Lambda timeout
 * (infra/constructs/app-function.ts). A client waiting longer than this would see a hang.
 */
export const API_BUDGET_MS = 10_000;

export interface Answer {
  status: number;
  body: Record<string, any>;
  /** The client gave up after its timeout: the request hung past the budget. */
  timedOut: boolean;
}

/**
 * An embedded stack of its own (stopping its database hurts no other test) whose handlers
 * reach DynamoDB, S3 and SES through fault proxies.
 */
/** An e-mail waiting in the mail outbox (lambdas/core/mail-outbox), as the table holds it. */
export interface WaitingMail {
  mail: { to: string; subject: string; text: string };
  status: string;
  attempts: number;
  /** Why the last attempt failed; none before an attempt has failed. */
  lastError?: string;
}

export async function startFaultStack() {
  const proxies = {
    dynamodb: await startFaultProxy(),
    s3: await startFaultProxy(),
    ses: await startFaultProxy(),
  };
  let realDynamo: string | undefined;
  const stack = await spawnLocalStack('memory', {
    endpointOverrides: Object.fromEntries(
      Object.entries(proxies).map(([service, proxy]) => [service, proxy.url]),
    ),
    onStandIns: (real) => {
      realDynamo = real.dynamodb;
      for (const [service, proxy] of Object.entries(proxies) as [string, FaultProxy][])
        proxy.setTarget(real[service]!);
    },
  });
  const table = DynamoDBDocumentClient.from(
    localDynamoClient(realDynamo!, stack.settings.AWS_REGION),
  );

  /** Calls the API with a client timeout (the budget unless `signal` says otherwise). */
  async function call(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; signal?: AbortSignal } = {},
  ): Promise<Answer> {
    try {
      const { status, body } = await api(method, path, {
        ...options,
        base: stack.url,
        signal: options.signal ?? AbortSignal.timeout(API_BUDGET_MS),
      });
      return { status, body: typeof body === 'object' ? body : {}, timedOut: false };
    } catch (error) {
      if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError')
        return { status: 0, body: {}, timedOut: true };
      throw error;
    }
  }

  /** Mail the stand-in holds for an address (read past the proxy, from the stand-in itself). */
  const mailTo = (address: string): Promise<SentMail[]> => mailAt(stack.url, address);

  /**
   * The mail outbox's items to an address (read from DynamoDB itself, past the proxy): what is
   * still to be sent, and how its last attempt went. An item is deleted once SES took it.
   */
  async function outboxTo(address: string): Promise<WaitingMail[]> {
    const items: WaitingMail[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await table.send(
        new ScanCommand({
          TableName: stack.settings.TABLE_NAME,
          ConsistentRead: true,
          FilterExpression: '#entity = :outbox AND #mail.#to = :to',
          ExpressionAttributeNames: { '#entity': '__edb_e__', '#mail': 'mail', '#to': 'to' },
          ExpressionAttributeValues: { ':outbox': 'mailOutbox', ':to': address },
          ExclusiveStartKey,
        }),
      );
      items.push(...((page.Items ?? []) as WaitingMail[]));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  }

  /** Registers through the API, opens the e-mailed link and signs in. */
  async function registerVerified(userType: 'parent' | 'childcarer') {
    const email = `${userType}-${randomUUID().slice(0, 8)}@example.test`;
    const password = 'Passw0rd-test';
    const registered = await call('POST', '/api/auth/register', {
      body: { user_type: userType, terms: true, source: 'google', email, password },
    });
    if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered)}`);
    // Sent by the mail queue's consumer, a little after the answer.
    const [mail] = await waitForItems(
      () => mailTo(email),
      () => true,
      { what: `mail to ${email}` },
    );
    const oobCode = /mode=verifyEmail&oobCode=([\w-]+)/.exec(mail?.body.text ?? '')?.[1];
    const verified = await call('POST', '/api/auth/action', {
      body: { mode: 'verifyEmail', oobCode },
    });
    if (verified.status !== 200) throw new Error(`verify: ${JSON.stringify(verified)}`);
    const { COGNITO_PUBLIC_ENDPOINT, USER_POOL_CLIENT_ID } = stack.settings;
    const tokens = await passwordSignIn(
      COGNITO_PUBLIC_ENDPOINT!,
      USER_POOL_CLIENT_ID!,
      email,
      password,
    );
    return { email, password, uid: String(registered.body.uid), ...tokens };
  }

  return {
    ...stack,
    proxies,
    call,
    mailTo,
    outboxTo,
    registerVerified,
    stop: async () => {
      table.destroy();
      await stack.stop();
      await Promise.all(Object.values(proxies).map((proxy) => proxy.close()));
    },
  };
}
export type FaultStack = Awaited<ReturnType<typeof startFaultStack>>;
