import { inject } from 'vitest';
import { resetClients } from '../../lambdas/ports/aws-clients.js';
import { resetEnvCache } from '../../lambdas/ports/env.js';
import { resetDb } from '../../lambdas/core/db/service.js';

// Each test worker reaches the same stand-ins as the router, through the same settings, and
// records the calls of consumers it runs itself (runAsUnit) in the same call log.
Object.assign(process.env, inject('settings'), { AWS_CALL_LOG: inject('callLog') });
resetEnvCache();
resetClients();
resetDb();
