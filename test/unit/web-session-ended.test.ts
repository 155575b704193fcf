import { describe, expect, it, vi } from 'vitest';
import {
  onSessionEnded,
  reportRefusedToken,
  whileRenewing,
} from '../../web/src/lib/auth/session-ended';

/** The SPA's reaction to a 401 on a signed-in call (web/src/lib/auth/session-ended.ts). */
describe('a refused token', () => {
  it('ends the session once, with the API message, while it is still the current token', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    await reportRefusedToken('old-1', 'Your session has ended.', async () => 'old-1');
    await reportRefusedToken('old-1', 'Your session has ended.', async () => 'old-1');
    expect(ended.mock.calls).toEqual([['Your session has ended.']]);
    // no token can be read any more (a refresh refused): the session is over all the same
    await reportRefusedToken('old-2', 'Please sign in again.', () => Promise.reject(new Error()));
    expect(ended).toHaveBeenCalledTimes(2);
    stop();
  });

  it('is dropped when this browser signed in again meanwhile (its own password change)', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    let current = 'before';
    let finish = () => {};
    const renewal = whileRenewing(
      new Promise<void>((resolve) => {
        finish = () => {
          current = 'after';
          resolve();
        };
      }),
    );
    const report = reportRefusedToken('before', 'ended', async () => current);
    finish();
    await renewal;
    await report;
    expect(ended).not.toHaveBeenCalled();
    stop();
  });
});
