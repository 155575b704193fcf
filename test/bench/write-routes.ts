import type autocannon from 'autocannon';
import { conversationIdOf } from '../../lambdas/core/conversations/blocks.js';
import { jsonRequest } from '../../lambdas/ports/json-request.js';
import type { BenchUser } from './bench-users.js';
import { inTurn, round } from './measure.js';
import { perRequest, type CpuMeter } from './process-cpu.js';

/**
 * The write routes beyond job post and apply, as autocannon requests by users who may
 * make them: a parent offers its job to a caregiver, contacts a caregiver, writes in the
 * conversation a contact opened; and a signed-in user checks out a cart (with the payment
 * sandbox). Each request is one a user could make with success, so any non-2xx is an error.
 * Per-user rate limits (lambdas/core/rate-limits/limits.ts: contacts 30 an hour, messages 60)
 * bound how many a set of users may send: a run ends early when that budget is spent, and the
 * bench makes more users rather than meet a limit (a refusal is not the route's work).
 */
type Req = autocannon.Request;

/**
 * A budget of requests that will succeed: request n goes to user n % users, so no user is sent
 * more than the total over the users, which stays within their limit. A run is given what is
 * left as its exact number of requests (autocannon's maxOverallRequests): it ends when that is
 * spent, never with requests the product rightly refuses.
 */
export interface Budget {
  next: number;
  total: number;
}
export const budget = (total: number): Budget => ({ next: 0, total });

/** The next request's number within the budget. */
export const take = (spent: Budget): number => spent.next++;

/** What a run may still send of the budget. */
export const left = (spent: Budget): number => Math.max(0, spent.total - spent.next);

const json = (token: string) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
});

/** The demo data's live caregivers (infra/local/seed/people.ts): who parents contact. */
export const demoCaregivers = Array.from(
  { length: 100 },
  (_, i) => `demo-caregiver-${String(i + 1).padStart(3, '0')}`,
);

/** POST /api/jobs/{id}/offers: each job's owner offers it to the next caregiver not offered it. */
export function sendOffers(
  jobs: readonly { postId: string; owner: BenchUser }[],
  caregivers: readonly string[],
  spent: Budget,
): Req[] {
  return [
    {
      method: 'POST',
      setupRequest: (req) => {
        const n = take(spent);
        const job = jobs[n % jobs.length]!;
        const caregiver = caregivers[Math.floor(n / jobs.length) % caregivers.length]!;
        return {
          ...req,
          path: `/api/jobs/${job.postId}/offers`,
          headers: json(job.owner.idToken),
          body: JSON.stringify({ caregiver_id: caregiver, message: 'Would you take this job?' }),
        };
      },
    },
  ];
}

/**
 * POST /api/caregivers/{uid}/contact: parent n % parents contacts the caregivers in turn (a
 * first contact each, while there are caregivers left); collects the conversations opened.
 */
export function contactCaregivers(
  parents: readonly BenchUser[],
  caregivers: readonly string[],
  spent: Budget,
  opened: { parent: BenchUser; conversationId: string }[],
): Req[] {
  // Answers come back in any order: the conversation's id names the pair, hence the parent.
  const parentOf = new Map<string, BenchUser>();
  return [
    {
      method: 'POST',
      setupRequest: (req) => {
        const n = take(spent);
        const parent = parents[n % parents.length]!;
        const caregiver = caregivers[Math.floor(n / parents.length) % caregivers.length]!;
        parentOf.set(conversationIdOf(parent.uid, caregiver), parent);
        return {
          ...req,
          path: `/api/caregivers/${caregiver}/contact`,
          headers: json(parent.idToken),
          body: JSON.stringify({ message: 'Hello, are you free from next month?' }),
        };
      },
      onResponse: (status, body) => {
        if (status !== 200) return;
        const { conversation_id } = JSON.parse(body) as { conversation_id: string };
        const parent = parentOf.get(conversation_id);
        if (parent) opened.push({ parent, conversationId: conversation_id });
      },
    },
  ];
}

/**
 * POST /api/conversations/{id}/messages: parents write in the conversations contacts opened,
 * parent n % parents at a time (in turn through their own conversations), so each parent sends
 * an equal share of the budget, within their hourly limit.
 */
export function sendMessages(
  conversations: readonly { parent: BenchUser; conversationId: string }[],
  spent: Budget,
): Req[] {
  const byParent = new Map<BenchUser, string[]>();
  for (const { parent, conversationId } of conversations)
    byParent.set(parent, [...(byParent.get(parent) ?? []), conversationId]);
  const writers = [...byParent];
  return [
    {
      method: 'POST',
      setupRequest: (req) => {
        const n = take(spent);
        const [parent, ids] = writers[n % writers.length]!;
        const conversationId = ids[Math.floor(n / writers.length) % ids.length]!;
        return {
          ...req,
          path: `/api/conversations/${conversationId}/messages`,
          headers: json(parent.idToken),
          body: JSON.stringify({ body: 'When could we meet to talk about the job?' }),
        };
      },
    },
  ];
}

/**
 * One POST, over node:http with kept-alive connections (lambdas/ports/json-request.ts), not
 * fetch: undici's fetch spends about 1 ms of CPU a call, and the load's client shares the two
 * cores with the stack and DynamoDB Local (the other loads' client, autocannon, is as light).
 */
async function post(url: string, path: string, token: string, body: unknown) {
  const answer = await jsonRequest(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
    timeoutMs: 60_000,
  });
  const text = answer.text;
  return {
    status: answer.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/**
 * POST /api/checkout at `connections` at a time for `seconds` of checkouts, as a user checks out
 * the cart they filled before paying. In rounds: every user puts a package in their cart (not
 * timed, no checkout in flight), then all of them check out at `connections` at a time (timed).
 * So only checkouts are in flight while they are timed, as only its own calls are in the
 * floor's replays (write-floors.ts). A round's last `connections - 1` checkouts run as it
 * drains, with fewer callers than `connections`: they are sent but not counted.
 */
export async function checkoutLoad(
  url: string,
  users: readonly BenchUser[],
  connections: number,
  seconds: number,
  maxRequests = Infinity,
  cpuMeter?: CpuMeter,
) {
  const spentCpu: (Record<string, number> | undefined)[] = [];
  let paid = 0;
  const latencies: number[] = [];
  let errors = 0;
  const codes = new Map<number, number>();
  const refused = (status: number) => {
    errors++;
    codes.set(status, (codes.get(status) ?? 0) + 1);
  };
  let timedMs = 0;
  let sent = 0;
  while (timedMs < seconds * 1000 && sent < maxRequests) {
    const buyers = users.slice(0, Math.min(users.length, maxRequests - sent));
    const carts = new Map<BenchUser, string>();
    await inTurn(buyers, connections, async (user) => {
      const cart = await post(url, '/api/cart/items', user.idToken, { package_id: 'parent-1m' });
      if (cart.status >= 300) refused(cart.status);
      else carts.set(user, String(cart.body.name));
    });
    const counted = carts.size - (connections - 1);
    const started = performance.now();
    const cpuSince = cpuMeter?.();
    await inTurn([...carts], connections, async ([user, cartName], i) => {
      const askedAt = performance.now();
      const paid = await post(url, '/api/checkout', user.idToken, { cart_name: cartName });
      if (paid.status >= 300) refused(paid.status);
      else if (i < counted) latencies.push(performance.now() - askedAt);
    });
    if (cpuSince) spentCpu.push(cpuSince());
    paid += carts.size;
    sent += buyers.length;
    timedMs += performance.now() - started;
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies.length ? round(latencies[Math.floor(latencies.length * share)]!, 1) : 0;
  return {
    connections,
    requests: sent,
    counted: latencies.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
    ...(codes.size ? { non2xxCodes: [...codes].map(([code, count]) => `${code}: ${count}`) } : {}),
    // Over the checkouts only (the untimed cart fills between rounds left out).
    ...(cpuMeter ? { cpuMsPerRequest: perRequest(spentCpu, paid) } : {}),
  };
}
