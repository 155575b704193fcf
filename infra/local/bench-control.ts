import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { takeInvocations } from '../../lambdas/ports/db-calls.js';
import type { LocalEvents } from './events.js';
import { sendJson } from './http-util.js';

const callsQuery = z.strictObject({ unit: z.string().min(1).optional() });
const holdQuery = z.strictObject({ hold: z.enum(['0', '1']) });

/**
 * The bench's handles on the local stack (bench mode only, LOCAL_BENCH=1; never in AWS, and
 * like /local/mail only on the address the stack listens on, loopback unless asked):
 * - GET /local/bench/calls[?unit=POST /api/jobs]: the invocations recorded since the last
 *   read (lambdas/ports/db-calls.ts), with their DynamoDB calls; reading forgets them.
 * - POST /local/bench/events?hold=1|0: holds the event bus's deliveries during a load window
 *   (events.ts `hold`); hold=0 delivers them and answers once they are handled, so the stack
 *   is quiet again for what the bench measures next.
 */
export function benchControl(events: Pick<LocalEvents, 'hold' | 'idle'>) {
  return async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const query = Object.fromEntries(url.searchParams);
    if (url.pathname === '/local/bench/calls' && req.method === 'GET') {
      const parsed = callsQuery.safeParse(query);
      if (!parsed.success) return sendJson(res, 400, { message: parsed.error.message });
      return sendJson(res, 200, { invocations: takeInvocations(parsed.data.unit) });
    }
    if (url.pathname === '/local/bench/events' && req.method === 'POST') {
      const parsed = holdQuery.safeParse(query);
      if (!parsed.success) return sendJson(res, 400, { message: parsed.error.message });
      const held = events.hold(parsed.data.hold === '1');
      if (parsed.data.hold === '0') await events.idle();
      return sendJson(res, 200, { held });
    }
    sendJson(res, 404, { message: 'No such bench handle' });
  };
}
export type BenchControl = ReturnType<typeof benchControl>;
