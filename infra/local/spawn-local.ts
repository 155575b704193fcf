import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * Silences the SDKs' Node-version and end-of-support notices in the local runtime's output,
 * and keeps the handlers' Powertools logs (lambdas/ports/logger.ts) to warnings and errors
 * unless POWERTOOLS_LOG_LEVEL says otherwise.
 */
export const quietSdkEnv = {
  AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  POWERTOOLS_SERVICE_NAME: 'caregiver-marketplace',
  POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
  // The business metrics' EMF lines (lambdas/ports/metrics.ts): /local/metrics.json shows them.
  POWERTOOLS_METRICS_DISABLED: 'true',
};

/**
 * Node's flags for the local runtime's process, here and in package.json's `start` (a unit test
 * keeps them the same). One process plays every function with many requests in flight, so a
 * request's objects outlive the default young generation's scavenges and are promoted, and the
 * old generation's collections took 8-11 % of the process's CPU under the bench's write loads. In
 * AWS each function instance serves one request at a time in a heap of its own, where they die
 * young. A 64 MB semi-space lets them die young here too: 9-15 % less CPU per job post and
 * checkout (docs/decisions/testing-and-bench.md, "Where a write's CPU goes"), paid in memory
 * only while the process is busy.
 */
export const LOCAL_RUNTIME_NODE_FLAGS = ['--max-semi-space-size=64'] as const;

export interface SpawnOptions {
  /** Service -> endpoint the handlers use instead of the stand-in (a fault proxy). */
  endpointOverrides?: Record<string, string>;
  /** Called with the stand-ins' own endpoints as soon as they run, before the demo data. */
  onStandIns?: (endpoints: Record<string, string>) => void;
  /** Called once the app's address is served, before the demo data is in (bin/local.ts). */
  onListening?: (early: { url: string; settings: Record<string, string> }) => void;
  /** Every other line the stack prints (its progress while it starts, for example). */
  onLine?: (line: string) => void;
  /** Start SES in its sandbox (infra/local/ses.ts). */
  sesSandbox?: boolean;
  /** Test mode: the file the handlers' AWS calls are recorded to (lambdas/ports/call-log.ts). */
  callLog?: string;
  /** Where every visit comes from (LOCAL_VIEWER_COUNTRY; '' for nowhere); Zambia unless given. */
  viewerCountry?: string;
  /**
   * false: no edge cache of the answers that are the same for everyone (LOCAL_EDGE_CACHE=off),
   * for a stack whose tests read a count right after changing it. On by default, as in AWS.
   */
  edgeCache?: boolean;
  /** The bench's stack: DynamoDB calls recorded and /local/bench/* served (LOCAL_BENCH=1). */
  bench?: boolean;
  /** Where people open the app when not at the stack's own address (`npm run dev`; LOCAL_APP_URL). */
  appUrl?: string;
}

/**
 * Runs bin/local.ts (what `npm start` runs) as a child process on a random port and resolves
 * with its address and settings once it prints its READY line. Tests and benchmarks use it.
 */
export async function spawnLocalStack(dataDir: string | 'memory', options: SpawnOptions = {}) {
  const overrides = options.endpointOverrides
    ? { LOCAL_ENDPOINT_OVERRIDES: JSON.stringify(options.endpointOverrides) }
    : {};
  // Only the stack asked to records its calls: another one names its resources differently.
  // Nor does the shell's viewer country decide where a test's visits come from.
  const {
    AWS_CALL_LOG: _notInherited,
    LOCAL_BENCH: _onlyTheBenchs,
    LOCAL_VIEWER_COUNTRY: _notTheShells,
    LOCAL_EDGE_CACHE: _notTheShellsEither,
    LOCAL_APP_URL: _onlyWhenAsked,
    ...inherited
  } = process.env;
  const child = spawn(
    process.execPath,
    [...LOCAL_RUNTIME_NODE_FLAGS, '--import', 'tsx', 'bin/local.ts'],
    {
      cwd: root,
      env: {
        ...inherited,
        ...quietSdkEnv,
        ...overrides,
        ...(options.sesSandbox ? { LOCAL_SES_SANDBOX: '1' } : {}),
        ...(options.callLog ? { AWS_CALL_LOG: options.callLog } : {}),
        ...(options.bench ? { LOCAL_BENCH: '1' } : {}),
        ...(options.viewerCountry === undefined
          ? {}
          : { LOCAL_VIEWER_COUNTRY: options.viewerCountry }),
        ...(options.edgeCache === false ? { LOCAL_EDGE_CACHE: 'off' } : {}),
        ...(options.appUrl ? { LOCAL_APP_URL: options.appUrl } : {}),
        LOCAL_DATA: dataDir,
        PORT: '0',
        // Loopback, whatever the shell running the tests asked `npm start` for.
        LISTEN_HOST: '',
        READY_JSON: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<{ url: string; settings: Record<string, string> }>(
    (done, fail) => {
      child.once('exit', (code) => fail(new Error(`the local stack exited early (code ${code})`)));
      lines.on('line', (line) => {
        if (line.startsWith('READY ')) done(JSON.parse(line.slice(6)));
        else if (line.startsWith('STAND-INS ')) options.onStandIns?.(JSON.parse(line.slice(10)));
        else if (line.startsWith('LISTENING ')) options.onListening?.(JSON.parse(line.slice(10)));
        else {
          options.onLine?.(line);
          process.stdout.write(`[stack] ${line}\n`);
        }
      });
    },
  );
  return {
    ...ready,
    /** The stack's process (its stand-ins run in it, DynamoDB Local in a child of it). */
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
