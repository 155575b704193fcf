import { describe, expect, it } from 'vitest';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import { DEMO_PASSWORD } from '../../infra/local/seed/demo-accounts.js';
import { api } from '../support/api.js';
import { passwordSignIn } from '../support/cognito-sign-in.js';

interface Early {
  url: string;
  settings: Record<string, string>;
}

/** Health answers from the moment the address is served until one says ok. */
async function healthUntilOk(base: string) {
  const answers: { status: number; state: string }[] = [];
  await expect
    .poll(
      async () => {
        const { status, body } = await api<{ status: string }>('GET', '/api/health', { base });
        answers.push({ status, state: body.status });
        return status;
      },
      // Bounded by the stack's start, which waits for the demo data (slow on a busy machine).
      { timeout: 150_000 },
    )
    .toBe(200);
  return answers;
}

describe('npm start: ready only when the demo data is in', () => {
  it('health says "starting" while the demo data loads; once ok, demo sign-in and job search work', async () => {
    let early: Early | undefined;
    let probing: Promise<{ status: number; state: string }[]> | undefined;
    const stack = await spawnLocalStack('memory', {
      onListening: (listening) => {
        early = listening;
        probing = healthUntilOk(listening.url);
      },
    });
    try {
      expect(early?.url).toBe(stack.url);
      const answers = await probing!;
      // The address is served before the demo data is in: the answers then say so.
      expect(answers.length).toBeGreaterThan(1);
      for (const answer of answers.slice(0, -1))
        expect(answer).toEqual({ status: 503, state: 'starting' });
      expect(answers.at(-1)).toEqual({ status: 200, state: 'ok' });

      const { USER_POOL_CLIENT_ID, COGNITO_PUBLIC_ENDPOINT } = early!.settings;
      const signedIn = await passwordSignIn(
        COGNITO_PUBLIC_ENDPOINT!,
        USER_POOL_CLIENT_ID!,
        'parent@demo.test',
        DEMO_PASSWORD,
      );
      expect(signedIn.idToken).toBeTruthy();
      const jobs = await api<{ jobs: unknown[] }>('GET', '/api/jobs', { base: stack.url });
      expect(jobs.status).toBe(200);
      expect(jobs.body.jobs.length).toBeGreaterThan(0);
    } finally {
      await stack.stop();
    }
  }, 180_000);
});
