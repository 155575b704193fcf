import autocannon from 'autocannon';
import { passwordSignIn } from '../support/cognito-sign-in.js';
import { round } from './measure.js';

/** Polls an hour while the page is open: one every 30 s (web/src/lib/inbox/unread-count.ts). */
const POLLS_PER_HOUR = 3600 / 30;
/** DynamoDB's rule: an eventually consistent GetItem of an item under 4 KB costs 0.5 RCU. */
const READ_UNITS_PER_POLL = 0.5;

async function demoToken(url: string, email: string): Promise<string> {
  const config = (await (await fetch(`${url}/api/config`)).json()) as {
    userPoolClientId: string;
    userPoolEndpoint: string;
  };
  const tokens = await passwordSignIn(
    config.userPoolEndpoint,
    config.userPoolClientId,
    email,
    'Demo-pass-2026',
  );
  return tokens.idToken;
}

/**
 * What an idle signed-in user costs: the header's conditional poll of the unread count, under
 * load, answered 304 with no body. Reports latency, bytes on the wire per poll and the hourly
 * totals per idle user.
 */
export async function inboxIdlePoll(url: string) {
  const token = await demoToken(url, 'caregiver@demo.test');
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
  return {
    requestsPerSecond: run.requests.average,
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
    notModified: run['3xx'],
    errors: run.errors + run.non2xx - run['3xx'],
    responseBytesPerPoll: bytesPerPoll,
    perIdleUserHour: {
      requests: POLLS_PER_HOUR,
      readUnits: POLLS_PER_HOUR * READ_UNITS_PER_POLL,
      responseKilobytes: round((POLLS_PER_HOUR * bytesPerPoll) / 1024, 1),
    },
  };
}
