/** How long after the load event the page counts as settled (its first list has painted). */
const SETTLE_MS = 3000;

type Idle = (callback: () => void, options?: { timeout: number }) => number;

/**
 * Runs `work` once the page has settled: after the load event, a few seconds, then an idle
 * moment. For what the visitor never sees (analytics, RUM): its requests and their script work
 * stay out of the way of the first page's own data and paint on a slow phone. `flushOnLeave`
 * also runs it when the page is being left before then (a beacon must not be lost).
 * Returns a cancel function.
 */
export function whenSettled(work: () => void, { flushOnLeave = false } = {}): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    work();
  };
  const idle = (window as unknown as { requestIdleCallback?: Idle }).requestIdleCallback;
  const afterLoad = () => {
    timer = setTimeout(() => (idle ? idle(run, { timeout: SETTLE_MS }) : run()), SETTLE_MS);
  };
  const cleanup = () => {
    clearTimeout(timer);
    window.removeEventListener('load', afterLoad);
    if (flushOnLeave) window.removeEventListener('pagehide', run);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  if (flushOnLeave) window.addEventListener('pagehide', run, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}
