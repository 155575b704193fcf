import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** A port nobody listens on now (the dev server's port is fixed before it starts). */
async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

describe('npm run dev', () => {
  it('serves the app with hot reload and the API of a stack of its own, which stops with it', async () => {
    const port = await freePort();
    const dev = spawn(process.execPath, ['--import', 'tsx', 'bin/dev.ts'], {
      cwd: root,
      env: { ...process.env, LOCAL_DATA: 'memory', DEV_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stackUrl = '';
    try {
      // The banner names the stack once its demo data is in.
      stackUrl = await new Promise<string>((done, fail) => {
        dev.once('exit', (code) => fail(new Error(`npm run dev exited early (code ${code})`)));
        createInterface({ input: dev.stdout }).on('line', (line) => {
          const stack = /API: a local stack at (\S+);/.exec(line)?.[1];
          if (stack) done(stack);
        });
      });
      const app = `http://localhost:${port}`;
      // Vite's client in the page is what reloads it when a file changes.
      expect(await (await fetch(`${app}/`)).text()).toContain('/@vite/client');
      const health = await fetch(`${app}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      // The stack's sent-mail page is on the app's address too, as under `npm start`.
      expect((await fetch(`${app}/local/mail.json`)).status).toBe(200);
    } finally {
      dev.kill('SIGTERM');
      if (dev.exitCode === null) await once(dev, 'exit');
    }
    // Its stack went with it: nothing is left answering on the stack's address.
    await expect
      .poll(
        () =>
          fetch(`${stackUrl}/api/health`).then(
            () => 'answers',
            () => 'gone',
          ),
        { timeout: 60_000 },
      )
      .toBe('gone');
  }, 300_000);
});
