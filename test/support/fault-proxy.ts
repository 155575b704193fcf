import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a stand-in, for the fault tests: the stack's handlers talk to the
 * proxy, and the test cuts it (open connections reset, new ones refused, like a stopped
 * server), restores it, or delays every request passing through.
 */
export interface FaultProxy {
  /** http://127.0.0.1:port, what the handlers are pointed at. */
  url: string;
  /** The real endpoint; connections that arrive before it is known wait for it. */
  setTarget: (url: string) => void;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  /** Adds `ms` to every chunk sent to the target (0: none). */
  delay: (ms: number) => void;
  /** Resolves once `count` chunks have passed to the target since the proxy started. */
  afterChunks: (count: number) => Promise<void>;
  close: () => Promise<void>;
}

export async function startFaultProxy(): Promise<FaultProxy> {
  let target: { host: string; port: number } | undefined;
  const waiting: (() => void)[] = [];
  const open = new Set<Socket>();
  let delayMs = 0;
  let isCut = false;
  let chunks = 0;
  const chunkWaits: { count: number; done: () => void }[] = [];
  const counted = () => {
    chunks++;
    for (const wait of chunkWaits.filter((w) => w.count <= chunks)) {
      chunkWaits.splice(chunkWaits.indexOf(wait), 1);
      wait.done();
    }
  };

  const pipe = (client: Socket) => {
    const upstream = createConnection(target!);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk) => {
      counted();
      const send = () => !upstream.destroyed && upstream.write(chunk);
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    });
    upstream.on('data', (chunk) => !client.destroyed && client.write(chunk));
    client.resume();
  };

  const onConnection = (client: Socket) => {
    if (isCut) return client.destroy();
    open.add(client);
    client.pause();
    client.on('error', () => client.destroy());
    if (target) pipe(client);
    else waiting.push(() => pipe(client));
  };

  let server: Server = createServer(onConnection);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };

  const listen = async () => {
    server = createServer(onConnection);
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  const closeServer = () => new Promise<void>((done) => server.close(() => done()));

  return {
    url: `http://127.0.0.1:${port}`,
    setTarget(url) {
      const parsed = new URL(url);
      target = { host: parsed.hostname, port: Number(parsed.port) };
      waiting.splice(0).forEach((go) => go());
    },
    async cut() {
      isCut = true;
      const closed = closeServer();
      for (const socket of open) socket.destroy();
      open.clear();
      await closed;
    },
    async restore() {
      if (!isCut) return;
      isCut = false;
      await listen();
    },
    delay(ms) {
      delayMs = ms;
    },
    afterChunks(count) {
      return new Promise((done) => {
        if (chunks >= count) done();
        else chunkWaits.push({ count, done });
      });
    },
    async close() {
      isCut = true;
      for (const socket of open) socket.destroy();
      open.clear();
      if (server.listening) await closeServer();
    },
  };
}
