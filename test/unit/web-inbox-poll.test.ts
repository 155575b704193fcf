import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffPoll,
  FIRST_POLL_DELAY_MS,
  idlePollsWithin,
  LONGEST_POLL_DELAY_MS,
} from '../../web/src/lib/inbox/poll-schedule';

/**
 * The header's unread-count poll (web/src/lib/inbox/poll-schedule.ts, driven by
 * unread-count.ts): when it asks, on fake timers. Each poll is recorded at the second it is made.
 */
const HOUR = 3_600_000;
let asked: number[];
let answers: boolean[];
const poll = async () => {
  asked.push(Date.now() / 1000);
  return answers.shift() ?? false;
};

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  asked = [];
  answers = [];
});
afterEach(() => vi.useRealTimers());

describe('the inbox poll', () => {
  it('asks at once, then doubles its wait while nothing changes, up to 5 minutes', async () => {
    backoffPoll(poll).start(true);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(asked.slice(0, 7)).toEqual([0, 30, 90, 210, 450, 750, 1050]);
    const gaps = asked.slice(1).map((at, i) => at - asked[i]!);
    expect(Math.max(...gaps)).toBe(LONGEST_POLL_DELAY_MS / 1000);
    // 15 an idle hour instead of the 121 of a poll every 30 s; the bench counts the same way.
    expect(asked).toHaveLength(idlePollsWithin(HOUR));
    expect(asked.length).toBe(15);
  });

  it('asks again 30 s after an answer that changed something', async () => {
    answers = [false, false, false, true];
    backoffPoll(poll).start(true);
    await vi.advanceTimersByTimeAsync(210_000 + 30_000 + 60_000);
    expect(asked).toEqual([0, 30, 90, 210, 240, 300]);
  });

  it('never asks while the tab is hidden, and asks at once when it is shown', async () => {
    const schedule = backoffPoll(poll);
    schedule.start(true);
    await vi.advanceTimersByTimeAsync(100_000);
    expect(asked).toEqual([0, 30, 90]);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(asked).toEqual([0, 30, 90]);
    schedule.shown();
    await vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS);
    expect(asked).toEqual([0, 30, 90, 3700, 3730]);
  });

  it('a tab opened hidden waits until it is shown', async () => {
    const schedule = backoffPoll(poll);
    schedule.start(false);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(asked).toEqual([]);
    schedule.shown();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual([3600]);
  });

  it('brings a long wait back to 30 s when the person does something', async () => {
    const schedule = backoffPoll(poll);
    schedule.start(true);
    await vi.advanceTimersByTimeAsync(220_000);
    // Waiting 240 s after the poll at 210 s; a tap at 220 s asks by 250 s instead of 450 s.
    schedule.active();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toEqual([0, 30, 90, 210, 250]);
    // Doubling starts over from 30 s: the next is due at 310 s, a tap at 260 s makes it 290 s.
    await vi.advanceTimersByTimeAsync(10_000);
    schedule.active();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toEqual([0, 30, 90, 210, 250, 290]);
    // A tap when the next poll is already near (350 s, tapped at 340 s) changes nothing.
    await vi.advanceTimersByTimeAsync(50_000);
    schedule.active();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toEqual([0, 30, 90, 210, 250, 290, 350]);
  });

  it('asks once when asked again while a poll is on its way', async () => {
    const schedule = backoffPoll(poll);
    schedule.start(true);
    schedule.shown();
    await vi.advanceTimersByTimeAsync(FIRST_POLL_DELAY_MS);
    expect(asked).toEqual([0, 30]);
  });
});
