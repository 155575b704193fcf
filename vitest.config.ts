import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { quietSdkEnv } from './infra/local/spawn-local.js';

/**
 * One run starts the embedded stack once (test/support/global-setup.ts: DynamoDB Local in
 * memory, random ports) and every integration, security and browser test talks to it.
 */
export default defineConfig({
  // The SPA's alias for the domain's shared files (web/vite.config.ts), for unit tests of web code.
  resolve: { alias: { '@core': fileURLToPath(new URL('lambdas/core', import.meta.url)) } },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/bench/**', 'node_modules/**'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/worker-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test workers call the stand-ins with the SDK too; its Node-version notice is noise.
    env: quietSdkEnv,
    pool: 'forks',
    maxWorkers: 2,
  },
});
