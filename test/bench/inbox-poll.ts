import autocannon from 'autocannon';
import { ensureTable, startDynamo, localDynamoClient } from '../../infra/local/dynamo.js';
import { unreadCount } from '../../lambdas/core/inbox/inbox.js';
import { db, resetDb } from '../../lambdas/core/db/service.js';
import { sessionState } from '../../lambdas/core/sessions/session-fence.js';
import { resetClients } from '../../lambdas/ports/aws-clients.js';
import { dynamoClient } from '../../lambdas/ports/clients/dynamo.js';
import { resetEnvCache } from '../../lambdas/ports/env.js';
import { provideCorePorts } from '../../lambdas/ports/provide-core-ports.js';
import { provideViewPorts } from '../../lambdas/ports/provide-view-ports.js';
import { provideMailPorts } from '../../lambdas/ports/provide-mail-ports.js';
import {
  FIRST_POLL_DELAY_MS,
  idlePollsWithin,
  LONGEST_POLL_DELAY_MS,
} from '../../web/src/lib/inbox/poll-schedule.js';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-accounts.js';
import { signIn } from './bench-users.js';
import { round } from './measure.js';

const HOUR_MS = 3_600_000;

/**
 * The read units one poll costs, as DynamoDB reports them (ReturnConsumedCapacity: TOTAL): the
 * poll's own reads, made by the code the route runs (the session fence's consistent Get in
 * http-handler.ts, then the inbox state's Get in unread-count.ts), against a DynamoDB Local of
 * its own with the real table, for a user with unread mail and no fence (most users have none).
 * The process's settings point at it only meanwhile.
 */
async function readUnitsPerPoll(): Promise<{ fenceRead: number; countsRead: number }> {
  const dynamo = await startDynamo(undefined);
  const saved = { ...process.env };
  const table = 'bench-inbox-poll';
  try {
    Object.assign(process.env, {
      AWS_REGION: 'af-south-1',
      TABLE_NAME: table,
      LOCAL_AWS_ENDPOINTS: JSON.stringify({ dynamodb: dynamo.endpoint }),
    });
    resetEnvCache();
    resetClients();
    resetDb();
    provideCorePorts();
    provideViewPorts();
    provideMailPorts();
    const admin = localDynamoClient(dynamo.endpoint, 'af-south-1');
    await ensureTable(admin, table);
    admin.destroy();
    const uid = 'bench-idle-user';
    await db().entities.inboxState.upsert({ uid, unread: 2, messages: 1, changed: 1 }).go();
    let units = 0;
    dynamoClient().middlewareStack.add(
      (next) => async (args) => {
        (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'TOTAL';
        const result = await next(args);
        const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } })
          .ConsumedCapacity;
        units += consumed?.CapacityUnits ?? 0;
        return result;
      },
      { step: 'initialize', name: 'benchConsumedCapacity' },
    );
    const measured = async (read: () => Promise<unknown>) => {
      units = 0;
      await read();
      return units;
    };
    return {
      fenceRead: await measured(() => sessionState(uid, Math.floor(Date.now() / 1000))),
      countsRead: await measured(() => unreadCount(uid)),
    };
  } finally {
    for (const name of ['AWS_REGION', 'TABLE_NAME', 'LOCAL_AWS_ENDPOINTS'])
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    resetEnvCache();
    resetClients();
    resetDb();
    await dynamo.stop();
  }
}

/**
 * What an idle signed-in user costs: the header's conditional poll of the unread count, under
 * load, answered 304 with no body. Reports latency, bytes on the wire per poll, the read units
 * DynamoDB reports for one poll, and the hourly totals per idle user on the SPA's schedule
 * (web/src/lib/inbox/poll-schedule.ts: 30 s, doubling while nothing changes, capped; none while
 * the tab is hidden).
 */
export async function inboxIdlePoll(url: string) {
  const { idToken: token } = await signIn(url, 'caregiver@demo.test', DEMO_PASSWORD);
  const authorization = `Bearer ${token}`;
  const first = await fetch(`${url}/api/inbox/unread`, { headers: { authorization } });
  const etag = first.headers.get('etag') ?? '';
  const run = await autocannon({
    url: `${url}/api/inbox/unread`,
    headers: { authorization, 'if-none-match': etag },
    connections: 10,
    duration: 5,
  });
  const polls = run.requests.total;
  const bytesPerPoll = polls ? round(run.throughput.total / polls, 0) : 0;
  const reads = await readUnitsPerPoll();
  const readUnitsPerPollTotal = reads.fenceRead + reads.countsRead;
  const pollsPerIdleHour = idlePollsWithin(HOUR_MS);
  return {
    requestsPerSecond: run.requests.average,
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
    notModified: run['3xx'],
    errors: run.errors + run.non2xx - run['3xx'],
    responseBytesPerPoll: bytesPerPoll,
    readUnitsPerPoll: {
      ...reads,
      total: readUnitsPerPollTotal,
      measured: 'ReturnConsumedCapacity',
    },
    schedule: {
      firstSeconds: FIRST_POLL_DELAY_MS / 1000,
      longestSeconds: LONGEST_POLL_DELAY_MS / 1000,
      hiddenTab: 'no polls',
    },
    perIdleUserHour: {
      requests: pollsPerIdleHour,
      readUnits: round(pollsPerIdleHour * readUnitsPerPollTotal, 1),
      responseKilobytes: round((pollsPerIdleHour * bytesPerPoll) / 1024, 1),
      // The same hour on the old fixed 30 s poll, for comparison.
      before: { requests: HOUR_MS / FIRST_POLL_DELAY_MS },
    },
    perHiddenTabHour: { requests: 0, readUnits: 0 },
  };
}
