import * as z from 'zod';

/**
 * zod 4 probes for `new Function` to compile fast parsers. Our Content-Security-Policy forbids
 * eval, so the probe only logs a CSP violation on every form page; the small forms here do
 * not need the speed-up.
 */
z.config({ jitless: true });
