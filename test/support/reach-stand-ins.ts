import { resetClients } from '../../lambdas/ports/aws-clients.js';
import { resetEnvCache } from '../../lambdas/ports/env.js';
import { provideCorePorts } from '../../lambdas/ports/provide-core-ports.js';
import { provideViewPorts } from '../../lambdas/ports/provide-view-ports.js';
import { provideMailPorts } from '../../lambdas/ports/provide-mail-ports.js';
import { resetDb } from '../../lambdas/core/db/service.js';

/**
 * Points this process's own clients (the table, every SDK client) at a stack's stand-ins, by
 * its settings, as the functions it plays are, with core's own ports provided: for a test or a
 * bench that runs core code itself.
 */
export function reachStandIns(settings: Record<string, string | undefined>): void {
  Object.assign(process.env, settings);
  resetEnvCache();
  resetClients();
  resetDb();
  provideCorePorts();
  provideViewPorts();
  provideMailPorts();
}
