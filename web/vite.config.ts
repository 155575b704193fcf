import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const coreDir = fileURLToPath(new URL('../lambdas/core', import.meta.url));

/**
 * The SPA. Built with `npx vite build web` (root is this folder, output web/dist). In
 * development, `npx vite web` proxies /api to the local stack on port 3000 so the app and the
 * API share one origin, as they do in AWS (CloudFront) and in `npm start`.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    // The domain's schemas and messages are imported, never retyped (one source of truth).
    alias: { '@core': coreDir },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    // Slow phones: no source maps shipped, and report gzip sizes in the build output.
    sourcemap: false,
    // Every browser we target loads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    reportCompressedSize: true,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
