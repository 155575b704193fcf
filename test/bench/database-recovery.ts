import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-accounts.js';
import { startFaultProxy } from '../support/fault-proxy.js';
import { signIn } from './bench-users.js';
import { round } from './measure.js';

/** How soon the API answers again after its database comes back: the goal the fault test keeps as a condition. */
export const recoveryGoals = { worstSeconds: 2 };

const ROUNDS = 5;
/** Between two asks while waiting: the resolution of the figure. */
const ASK_EVERY_MS = 25;
/** A wait that never ends is an error, not a figure. */
const GIVE_UP_MS = 60_000;

/**
 * The database stopped and started again under a running stack (the fault test's proxy in
 * front of DynamoDB Local, test/support/fault-proxy.ts): after each restore, the seconds until
 * a signed-in read (GET /api/me) answers 200 again, with no restart. The fault test only waits
 * for it (a speed is not a test); this is where the 2 s goal is measured.
 */
export async function databaseRecovery() {
  const proxy = await startFaultProxy();
  const stack = await spawnLocalStack('memory', {
    endpointOverrides: { dynamodb: proxy.url },
    onStandIns: (real) => proxy.setTarget(real.dynamodb!),
  });
  try {
    const { idToken } = await signIn(stack.url, 'parent@demo.test', DEMO_PASSWORD);
    const me = () =>
      fetch(`${stack.url}/api/me`, {
        headers: { authorization: `Bearer ${idToken}` },
        signal: AbortSignal.timeout(GIVE_UP_MS),
      }).then((answer) => answer.status);
    const until = async (status: number) => {
      const started = performance.now();
      while ((await me()) !== status) {
        if (performance.now() - started > GIVE_UP_MS) throw new Error(`no ${status} from /api/me`);
        await new Promise((wait) => setTimeout(wait, ASK_EVERY_MS));
      }
      return (performance.now() - started) / 1000;
    };
    await until(200);
    const seconds: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await proxy.cut();
      await until(503);
      await proxy.restore();
      seconds.push(await until(200));
    }
    const worst = Math.max(...seconds);
    return {
      rounds: ROUNDS,
      secondsUntilAnsweredAgain: seconds.map((s) => round(s)),
      worstSeconds: round(worst),
      met: worst <= recoveryGoals.worstSeconds,
    };
  } finally {
    await stack.stop();
    await proxy.close();
  }
}
