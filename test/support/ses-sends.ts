import type { AcceptedSend } from '../../infra/local/ses.js';

/**
 * What an SES stand-in took (infra/local/ses.ts `GET /sends`): when each send was taken (ms) and
 * to whom, the rate it keeps, and how many sends it refused for going above that rate.
 */
export async function sesSends(sesEndpoint: string) {
  const answer = await fetch(`${sesEndpoint}/sends`);
  if (answer.status !== 200) throw new Error(`SES stand-in /sends: ${answer.status}`);
  return (await answer.json()) as { maxSendRate: number; throttled: number; sends: AcceptedSend[] };
}

/** The most of these times (ms, ascending) that fall within any one second. */
export function busiestSecond(times: readonly number[]): number {
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= 1_000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}
