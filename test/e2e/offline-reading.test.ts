import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { comment, writePost } from '../support/community.js';
import { talking } from '../support/conversations.js';
import { liveCaregiver } from '../support/profiles.js';
import { workerInCharge } from '../support/service-worker.js';
import { heading, headerSignInLink, headerSignOutButton, STEP_MS, useBrowser } from './browser.js';

const browser = useBrowser();
/** The worker starts once the first page has settled (a few seconds after load), then installs. */
const WORKER_MS = 30_000;
const LAST_COPY = 'You are offline. You are seeing what you saw last.';

/** The request paths the service worker keeps in one of its caches. */
const kept = (page: Page, cache: string) =>
  page.evaluate(
    async (name) =>
      (await caches.has(name))
        ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)
        : [],
    cache,
  );

describe('offline, what a person has read opens again', () => {
  it('messages, the community and profiles seen online open offline, marked as the last copy; sign-out drops the private ones', async () => {
    const { parent, nanny, id } = await talking();
    const said = await api('POST', `/api/conversations/${id}/messages`, {
      token: nanny.idToken,
      body: { body: 'Offline thread: I can start on Monday.' },
    });
    expect(said.status, JSON.stringify(said.body)).toBe(201);
    const profile = await liveCaregiver('Offline Profile Nanny');
    const post = await writePost(nanny.idToken, {
      title: `Offline post ${id.slice(0, 6)}`,
      info: 'Read on the bus, offline.',
    });
    expect((await comment(parent.idToken, post.post_id, 'A comment read offline.')).status).toBe(
      201,
    );

    // Read once online: the conversations, the thread, the community, a post and a profile.
    const page = await browser.signedIn(parent, '/messages');
    const conversations = page.getByRole('list', { name: 'Conversations' });
    await conversations.getByText('Offline thread: I can start on Monday.').waitFor();
    await workerInCharge(page, WORKER_MS);
    const reads: [string, () => Promise<void>][] = [
      [
        '/messages',
        () => conversations.getByText('Offline thread: I can start on Monday.').waitFor(),
      ],
      [
        `/messages/${id}`,
        () =>
          page
            .getByRole('list', { name: 'Messages' })
            .getByText('Offline thread: I can start on Monday.')
            .waitFor(),
      ],
      [
        '/community',
        () =>
          page.getByRole('list', { name: 'Recent posts' }).getByText(String(post.title)).waitFor(),
      ],
      [
        `/view_post/${post.post_id}`,
        async () => {
          await heading(page, String(post.title)).waitFor();
          await page
            .getByRole('list', { name: 'Comments' })
            .getByText('A comment read offline.')
            .waitFor();
        },
      ],
      [`/cv/${profile.uid}`, () => heading(page, 'Offline Profile Nanny').waitFor()],
    ];
    for (const [path, shown] of reads) {
      await page.goto(path);
      await shown();
    }

    await page.context().setOffline(true);
    for (const [path, shown] of reads) {
      await page.goto(path);
      await shown();
      await page.getByRole('status').getByText(LAST_COPY).waitFor();
    }

    // The conversations are the account's own: kept apart from the public answers, and gone
    // from the phone once the person signs out.
    expect(await kept(page, 'api-own')).toContain(`/api/conversations/${id}`);
    expect(await kept(page, 'api-public')).not.toContain(`/api/conversations/${id}`);
    // A profile read signed in is sent with the token (it counts the person as its viewer), so
    // its copy is theirs too, as a post read signed in is.
    expect(await kept(page, 'api-own')).toContain(`/api/profiles/${profile.uid}`);
    await page.context().setOffline(false);
    await page.goto('/messages');
    await headerSignOutButton(page).click();
    await headerSignInLink(page).waitFor();
    await expect.poll(() => kept(page, 'api-own'), { timeout: STEP_MS }).toEqual([]);
    const publicCopies = await kept(page, 'api-public');
    expect(publicCopies.filter((path) => path.startsWith('/api/conversations'))).toEqual([]);
    expect(publicCopies).not.toContain(`/api/profiles/${profile.uid}`);
    expect(publicCopies).toContain('/api/posts');
  }, 150_000);
});
