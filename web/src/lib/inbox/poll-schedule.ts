/**
 * When the header asks for its unread counts (docs/decisions/messages-and-contacts.md, "The inbox
 * poll backs off and sleeps in hidden tabs"): 30 s after anything happens, then twice as long after
 * each answer that changed nothing, up to 5 minutes; never while the tab is hidden. Kept free of
 * the DOM and of fetch, so the schedule can be tested with fake timers and the bench can count its
 * polls.
 */
export const FIRST_POLL_DELAY_MS = 30_000;
export const LONGEST_POLL_DELAY_MS = 5 * 60_000;

/** The wait after a poll: the first one again after a change, else twice the last, capped. */
export const nextPollDelay = (last: number, changed: boolean): number =>
  changed ? FIRST_POLL_DELAY_MS : Math.min(last * 2, LONGEST_POLL_DELAY_MS);

/**
 * How many times a visible tab that nothing happens in polls within `spanMs` of being opened
 * (the first poll at once): the bench's figures per idle hour (test/bench/inbox-poll.ts).
 */
export function idlePollsWithin(spanMs: number): number {
  let polls = 1;
  let at = 0;
  for (let delay = FIRST_POLL_DELAY_MS; at + delay <= spanMs; delay = nextPollDelay(delay, false)) {
    at += delay;
    polls += 1;
  }
  return polls;
}

/** A poll's answer: whether the counts changed since the last one. */
type Poll = () => Promise<boolean>;

export interface PollTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  now: () => number;
}

const browserTimers: PollTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * Runs `poll` on the schedule above: `stop` when the tab is hidden, `shown` when it is visible
 * again, `active` when the person does something (focus, a tap, a key, another screen).
 */
export function backoffPoll(poll: Poll, timers: PollTimers = browserTimers) {
  let timer: unknown;
  let dueAt = Infinity;
  let running = false;
  let inFlight = false;
  let askedAgain = false;

  const cancel = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    dueAt = Infinity;
  };
  const schedule = (wait: number) => {
    cancel();
    dueAt = timers.now() + wait;
    timer = timers.setTimeout(() => void pollThenWait(wait), wait);
  };
  /**
   * Polls, then waits: FIRST_POLL_DELAY_MS after a poll asked for at once (or asked for again
   * while it ran), else by the rule. One poll at a time.
   */
  async function pollThenWait(waited?: number) {
    timer = undefined;
    dueAt = Infinity;
    inFlight = true;
    const changed = await poll().catch(() => false);
    inFlight = false;
    const again = askedAgain;
    askedAgain = false;
    if (!running) return;
    schedule(waited === undefined || again ? FIRST_POLL_DELAY_MS : nextPollDelay(waited, changed));
  }
  const pollNow = () => {
    cancel();
    if (inFlight) askedAgain = true;
    else void pollThenWait();
  };

  return {
    /** Polls at once and then on the schedule, if the tab is visible; else waits to be shown. */
    start(visible: boolean) {
      running = visible;
      if (visible) pollNow();
    },
    /** No more polls (the last listener left, or the tab was hidden). */
    stop() {
      running = false;
      cancel();
    },
    /** The tab is visible again: poll at once and start the schedule over. */
    shown() {
      running = true;
      pollNow();
    },
    /** The person did something: the next poll is at most FIRST_POLL_DELAY_MS away. */
    active() {
      if (running && dueAt - timers.now() > FIRST_POLL_DELAY_MS) schedule(FIRST_POLL_DELAY_MS);
    },
  };
}
