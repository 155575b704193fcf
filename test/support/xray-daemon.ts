import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import type { Service } from '../../lambdas/ports/aws-clients.js';

/** What the X-Ray SDK sends for a subsegment (the fields the tests read). */
export interface TraceDocument {
  name: string;
  id: string;
  trace_id?: string;
  parent_id?: string;
  namespace?: string;
  aws?: { operation?: string };
  annotations?: Record<string, string | number | boolean>;
  /** As sent; the daemon lists them as documents of their own. */
  subsegments?: TraceDocument[];
}

const SENTINEL = 'xray-daemon-sentinel';

/**
 * The X-Ray daemon Lambda runs beside a traced function, on loopback: it keeps every segment
 * document sent to it over UDP (`{"format":"json","version":1}` then the JSON, one datagram
 * each), nested subsegments flattened into the list, once each (a subsegment sent on its own
 * when it ended comes again inside its parent).
 */
export async function startXrayDaemon() {
  const socket: Socket = createSocket('udp4');
  const documents = new Map<string, TraceDocument>();
  let sentinels = 0;
  // A nested subsegment's trace and parent are those of the document around it.
  const keep = (doc: TraceDocument, parent?: TraceDocument): void => {
    const { subsegments, ...own } = doc;
    const kept = { trace_id: parent?.trace_id, parent_id: parent?.id, ...own };
    documents.set(doc.id, kept);
    subsegments?.forEach((child) => keep(child, kept));
  };
  socket.on('message', (datagram) => {
    const text = datagram.toString('utf8');
    if (text === SENTINEL) return void sentinels++;
    keep(JSON.parse(text.slice(text.indexOf('\n') + 1)) as TraceDocument);
  });
  await new Promise<void>((bound) => socket.bind(0, '127.0.0.1', bound));
  const address = `127.0.0.1:${(socket.address() as AddressInfo).port}`;
  return {
    /** For AWS_XRAY_DAEMON_ADDRESS. */
    address,
    /** Every document received so far. */
    received: () => [...documents.values()],
    /**
     * Resolves once everything sent to the daemon before this call has been read: loopback
     * keeps a socket's datagrams in order, so a datagram of our own arriving means no earlier
     * one is still on its way. A process that has exited has sent all it will.
     */
    async drained(): Promise<void> {
      const expected = sentinels + 1;
      const [host, port] = address.split(':') as [string, string];
      const sender = createSocket('udp4');
      await new Promise<void>((sent, failed) =>
        sender.send(SENTINEL, Number(port), host, (error) => (error ? failed(error) : sent())),
      );
      sender.close();
      while (sentinels < expected) await new Promise((resolve) => setImmediate(resolve));
    },
    close: () => new Promise<void>((closed) => socket.close(() => closed())),
  };
}

/** A loopback UDP address nothing listens on: a daemon that is not there. */
export async function noDaemonAddress(): Promise<string> {
  const socket = createSocket('udp4');
  await new Promise<void>((bound) => socket.bind(0, '127.0.0.1', bound));
  const { port } = socket.address() as AddressInfo;
  await new Promise<void>((closed) => socket.close(() => closed()));
  return `127.0.0.1:${port}`;
}

/** A sampled X-Ray trace header, as Lambda sets _X_AMZN_TRACE_ID for a traced invocation. */
export function sampledTraceHeader() {
  const root = `1-${Math.floor(Date.now() / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;
  return { root, header: `Root=${root};Parent=${randomBytes(8).toString('hex')};Sampled=1` };
}

/**
 * The SDK's own variable for each service's endpoint (AWS_ENDPOINT_URL_<serviceId>): how a
 * function with no local endpoints (so, as in AWS, traced) still reaches the stand-ins. S3 is
 * left out: s3rver needs path-style requests and its own keys, which only the local endpoints
 * of lambdas/ports/aws-clients.ts give.
 */
const endpointVariables: Record<Exclude<Service, 's3'>, string> = {
  dynamodb: 'AWS_ENDPOINT_URL_DYNAMODB',
  cognito: 'AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER',
  ses: 'AWS_ENDPOINT_URL_SESV2',
  events: 'AWS_ENDPOINT_URL_EVENTBRIDGE',
  location: 'AWS_ENDPOINT_URL_LOCATION',
  sms: 'AWS_ENDPOINT_URL_PINPOINT_SMS_VOICE_V2',
  secrets: 'AWS_ENDPOINT_URL_SECRETS_MANAGER',
  sqs: 'AWS_ENDPOINT_URL_SQS',
};

/**
 * A bundled function's environment (test/support/lambda-bundles.ts) made as Lambda's with
 * active tracing: no local endpoints (the stand-ins are reached through the SDK's endpoint
 * variables instead), the X-Ray daemon's address, Lambda's context-missing strategy, the
 * handler's name, and the invocation's trace header when given.
 */
export const asTracedInAws =
  (daemonAddress: string, traceHeader?: string) =>
  (environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
    const { LOCAL_AWS_ENDPOINTS: local, ...rest } = environment;
    const endpoints = JSON.parse(local ?? '{}') as Partial<Record<Service, string>>;
    return {
      ...rest,
      ...Object.fromEntries(
        Object.entries(endpointVariables).map(([service, name]) => [
          name,
          endpoints[service as Service],
        ]),
      ),
      ...lambdaTracingVariables(daemonAddress, traceHeader),
    };
  };

/** What Lambda itself sets in a traced function's environment (the daemon, the handler). */
export const lambdaTracingVariables = (daemonAddress: string, traceHeader?: string) => ({
  AWS_XRAY_DAEMON_ADDRESS: daemonAddress,
  AWS_XRAY_CONTEXT_MISSING: 'LOG_ERROR',
  LAMBDA_TASK_ROOT: '/var/task',
  _HANDLER: 'index.handler',
  ...(traceHeader ? { _X_AMZN_TRACE_ID: traceHeader } : {}),
});
