import { probeAll } from '../../../ports/probes.js';
import { httpHandler, reply } from '../../http-handler.js';
import { systemRoutes as routes } from '../../routes/system.js';

/** 200 when every backing service answers, 503 otherwise; the body says which one failed. */
export const handler = httpHandler(routes.health, async () => {
  const services = await probeAll();
  const ok = Object.values(services).every((state) => state.ok);
  return reply(ok ? 200 : 503, { status: ok ? 'ok' : 'degraded', services });
});
