import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { quietSdkEnv } from './infra/local/spawn-local.js';

/**
 * Four projects, one run (`npm test` runs them all). `unit` and `infra` need no stack, so
 * `npx vitest run test/unit/x.test.ts` answers in seconds. `integration` and `browser` talk to
 * one embedded stack, started once for both (test/support/global-setup.ts: DynamoDB Local in
 * memory, random ports) and only when one of their files is queued.
 */
const withStack = (name: string, include: string[]): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include,
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/worker-env.ts'],
  },
});

export default defineConfig({
  // The SPA's alias for the domain's shared files (web/vite.config.ts), for unit tests of web code.
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('lambdas/core', import.meta.url)),
      '@http': fileURLToPath(new URL('lambdas/http', import.meta.url)),
    },
  },
  test: {
    exclude: ['test/bench/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test workers call the stand-ins with the SDK too; its Node-version notice is noise.
    env: quietSdkEnv,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'infra', include: ['test/infra/**/*.test.ts'] } },
      withStack('integration', ['test/integration/**/*.test.ts', 'test/security/**/*.test.ts']),
      withStack('browser', ['test/e2e/**/*.test.ts']),
    ],
  },
});
