import { inject } from 'vitest';
import { resetClients } from '../../lambdas/ports/aws-clients.js';
import { resetEnvCache } from '../../lambdas/ports/env.js';
import { resetDb } from '../../lambdas/core/db/service.js';

// Each test worker reaches the same stand-ins as the router, through the same settings.
Object.assign(process.env, inject('settings'));
resetEnvCache();
resetClients();
resetDb();
