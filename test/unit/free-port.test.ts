import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { listen, closeServer } from '../../infra/local/http-util.js';
import { onFreePort } from '../../infra/local/ports.js';

const servers: Server[] = [];
const serve = async (port: number) => {
  const server = createServer();
  servers.push(server);
  await listen(server, port, '127.0.0.1');
  return server;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map(closeServer));
});

describe('a stand-in started on a port chosen before it listens', () => {
  it('is started on another port when someone else takes the first one in between', async () => {
    const tried: number[] = [];
    const started = await onFreePort(async (port) => {
      tried.push(port);
      // The first time, another program binds the port between the choice and the listen.
      if (tried.length === 1) await serve(port);
      return serve(port);
    });
    expect(tried).toHaveLength(2);
    expect(started.listening).toBe(true);
  });

  it('fails at once, with its own error, for anything but a taken port', async () => {
    let tries = 0;
    const failed = onFreePort(async () => {
      tries += 1;
      throw new Error('Java is not installed');
    });
    await expect(failed).rejects.toThrow('Java is not installed');
    expect(tries).toBe(1);
  });
});
