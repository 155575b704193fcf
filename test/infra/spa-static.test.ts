import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaStatic } from '../../infra/local/spa-static.js';
import { immutableCache, notFoundPage, revalidateCache } from '../../infra/spa-routing.js';
import { scratchDir } from './synth-stage.js';

/** A build as web/dist holds it: pages, a hashed asset, the worker, the manifest, the icon. */
const root = scratchDir();
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>home</title>',
  'app.html': '<!doctype html><title>app</title>',
  'find_job/all/index.html': '<!doctype html><title>jobs</title>',
  'assets/Bx3k9.js': 'export {};',
  'service-worker.js': 'self;',
  'manifest.webmanifest': '{}',
  'favicon.ico': 'ICO',
};
for (const [path, body] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), body);
}

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(spaStatic(root, () => ({ 'x-frame-options': 'DENY' })));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    type: response.headers.get('content-type'),
    body: await response.text(),
  };
};

describe('the local SPA server answers as CloudFront and the SPA bucket do', () => {
  it('caches hashed assets for a year, and nothing else', async () => {
    expect(await get('/assets/Bx3k9.js')).toMatchObject({ status: 200, cache: immutableCache });
    for (const path of ['/', '/login/parent', '/service-worker.js', '/manifest.webmanifest'])
      expect((await get(path)).cache, path).toBe(revalidateCache);
  });

  it('serves client-side routes the app, landing pages their own copy', async () => {
    expect((await get('/login/parent')).body).toBe(files['app.html']);
    expect((await get('/find_job/all')).body).toBe(files['find_job/all/index.html']);
    expect((await get('/')).body).toBe(files['index.html']);
  });

  it('serves /favicon.ico as the icon, not the app', async () => {
    expect(await get('/favicon.ico')).toMatchObject({
      status: 200,
      type: 'image/x-icon',
      body: 'ICO',
    });
  });

  it('answers a missing file with the 404 page, never with the app', async () => {
    expect(await get('/wp-login.php')).toMatchObject({
      status: 404,
      body: notFoundPage,
      cache: revalidateCache,
    });
    expect((await get('/assets/gone.js')).status).toBe(404);
  });
});
