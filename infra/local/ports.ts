import { createServer } from 'node:net';

/** A free TCP port on loopback, for stand-ins that cannot listen on port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** How many ports to try when the one chosen is taken before the stand-in binds it. */
const PORT_ATTEMPTS = 5;

/** The error `onFreePort` tries again on: the port was taken before the stand-in bound it. */
export class PortTaken extends Error {}

const isPortTaken = (error: unknown) =>
  error instanceof PortTaken || (error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE';

/**
 * Starts a stand-in that must know its port before it listens (Java cannot take port 0;
 * cognito-local writes its port into its tokens' issuer). The port is free when chosen, but
 * another program on the machine (a second test run beside this one) may take it before the
 * stand-in binds it: then another is tried, a few times, and any other failure is thrown at once.
 */
export async function onFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (!isPortTaken(error) || attempt === PORT_ATTEMPTS) throw error;
    }
  }
}

/** Waits until `check` resolves, retrying every 100 ms, or fails after `ms`. */
export async function waitFor(what: string, check: () => Promise<unknown>, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${what} did not start: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
