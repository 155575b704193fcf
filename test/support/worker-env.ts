import { inject } from 'vitest';
import { reachStandIns } from './reach-stand-ins.js';

// Each test worker reaches the same stand-ins as the router, through the same settings, and
// records the calls of consumers it runs itself (runAsUnit) in the same call log.
reachStandIns({ ...inject('settings'), AWS_CALL_LOG: inject('callLog') });
