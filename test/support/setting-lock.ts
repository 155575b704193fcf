import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const POLL_MS = 200;
const WAIT_MS = 180_000;

/**
 * A lock over one site-wide setting (the contact limit) for the test files of one run: files
 * run in parallel workers, and a file that changes the setting for a moment must not make
 * another file's assertions about it fail. Workers are forks of one vitest process, so its pid
 * names the run; mkdir is atomic, so exactly one holder at a time.
 */
export function settingLock(setting: string) {
  const path = join(tmpdir(), `marketplace-test-${process.ppid}-${setting}.lock`);
  let held = false;
  return {
    async acquire() {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        try {
          await mkdir(path);
          held = true;
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          if (Date.now() > deadline) throw new Error(`setting lock ${setting} held too long`);
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
      }
    },
    /** Releases the lock if this file holds it (an afterAll may run after a failed acquire). */
    async release() {
      if (!held) return;
      held = false;
      await rm(path, { recursive: true, force: true });
    },
  };
}

/** The contact limit's lock: held by every file that changes the limit or assumes its value. */
export const contactLimitLock = settingLock('contact-limit');
