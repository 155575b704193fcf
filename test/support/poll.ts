/**
 * Waits until `count` of what `read` lists satisfy `match`: for what event consumers send
 * (mail, texts) a little after the request that caused it has been answered.
 */
export async function waitForItems<T>(
  read: () => Promise<T[]>,
  match: (item: T) => boolean,
  { count = 1, timeoutMs = 10_000, what }: { count?: number; timeoutMs?: number; what: string },
): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await read()).filter(match);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
