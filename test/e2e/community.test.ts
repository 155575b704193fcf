import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerVerified } from '../support/accounts.js';
import { api } from '../support/api.js';
import { comment, writePost } from '../support/community.js';
import { heading, moreUntilShown, STEP_MS, useBrowser } from './browser.js';

const browser = useBrowser();
const MY_POSTS = '/my_account/caregiver/posts/user/none';

const counts = (page: Page) => page.getByRole('article').locator('[aria-live]');

describe('the community, in the browser', () => {
  it('a caregiver writes a post; a parent comments and likes it; the counts show', async () => {
    const [nanny, parent] = await Promise.all([
      registerVerified('childcarer'),
      registerVerified('parent'),
    ]);
    const errors: string[] = [];

    const carer = await browser.signedIn(nanny, MY_POSTS);
    carer.on('pageerror', (error) => errors.push(error.message));
    await heading(carer, 'Posts').waitFor();
    await carer.getByText('You have not written a post yet.').waitFor();
    await carer.getByLabel('Title').fill('Tips for the first week');
    await carer.getByLabel('Your post').fill('Start slowly.\n<b>Learn</b> the routine first.');
    await carer.getByRole('button', { name: 'Publish post' }).click();
    await carer.getByText('Your post is up.').waitFor();
    const mine = carer.getByRole('list', { name: 'Your posts' });
    await mine.getByRole('link', { name: 'Tips for the first week' }).waitFor();
    await carer.getByRole('link', { name: 'See your post' }).click();
    await heading(carer, 'Tips for the first week').waitFor();
    const id = new URL(carer.url()).pathname.split('/').pop()!;
    expect(id).toMatch(/^[\w-]+$/);
    // Text stays text: the markup typed is shown, not applied.
    await carer.getByText('<b>Learn</b> the routine first.', { exact: false }).waitFor();
    expect(await carer.locator('article b').count()).toBe(0);

    const family = await browser.signedIn(parent, `/view_post/${id}`);
    family.on('pageerror', (error) => errors.push(error.message));
    await heading(family, 'Tips for the first week').waitFor();
    await expect
      .poll(() => counts(family).innerText(), { timeout: STEP_MS })
      .toMatch(/^0 likes · 0 comments · \d+ views?$/);
    await family.getByText('No comments yet.').waitFor();
    await family.getByLabel('Write a comment').fill('Thank you, very helpful!');
    await family.getByRole('button', { name: 'Post comment' }).click();
    const comments = family.getByRole('list', { name: 'Comments' });
    await comments.getByText('Thank you, very helpful!').waitFor();
    await family.getByRole('button', { name: 'Like', exact: true }).click();
    await family.getByRole('button', { name: 'Liked', exact: true }).waitFor();
    await expect
      .poll(() => counts(family).innerText(), { timeout: STEP_MS })
      .toMatch(/^1 like · 1 comment · /);

    // The counts are the server's: a fresh load shows the same, and the author sees them too.
    await family.reload();
    await heading(family, 'Tips for the first week').waitFor();
    await expect
      .poll(() => counts(family).innerText(), { timeout: STEP_MS })
      .toMatch(/^1 like · 1 comment · /);
    await family.getByRole('button', { name: 'Liked', exact: true }).waitFor();
    await carer.reload();
    await expect
      .poll(() => counts(carer).innerText(), { timeout: STEP_MS })
      .toMatch(/^1 like · 1 comment · /);
    await carer
      .getByRole('list', { name: 'Comments' })
      .getByText('Thank you, very helpful!')
      .waitFor();
    // The community page lists it with the same counts.
    await family.goto('/community');
    const recent = family.getByRole('list', { name: 'Recent posts' });
    const item = recent.getByRole('listitem').filter({ hasText: 'Tips for the first week' });
    // Other tests may be posting at the same time: page on until the post shows.
    await recent.waitFor();
    await moreUntilShown(item, {
      items: recent.getByRole('listitem'),
      more: family.getByRole('button', { name: 'More posts' }),
    });
    await expect.poll(() => item.innerText(), { timeout: STEP_MS }).toMatch(/1 like · 1 comment/);
    expect(errors).toEqual([]);
  });

  it('replies and likes of comments, on a phone: a thread opens, counts show for everyone', async () => {
    const [nanny, parent] = await Promise.all([
      registerVerified('childcarer'),
      registerVerified('parent'),
    ]);
    const post = await writePost(nanny.idToken, { title: 'Weaning tips', info: 'Ask away.' });
    const asked = (await comment(parent.idToken, post.post_id, 'When do I start?')).body;
    const errors: string[] = [];

    const carer = await browser.signedIn(nanny, `/view_post/${post.post_id}`);
    carer.on('pageerror', (error) => errors.push(error.message));
    await carer.setViewportSize({ width: 360, height: 740 });
    const thread = carer
      .getByRole('list', { name: 'Comments' })
      .getByRole('listitem')
      .filter({ hasText: 'When do I start?' });
    await thread.getByText('0 likes · 0 replies').waitFor();
    await thread.getByRole('button', { name: `Like the comment by ${asked.author}` }).click();
    await thread.getByText('1 like · 0 replies').waitFor();
    await thread.getByRole('button', { name: `Reply to ${asked.author}` }).click();
    await thread.getByLabel(`Your reply to ${asked.author}`).fill('Around six months.');
    await thread.getByRole('button', { name: 'Post reply' }).click();
    const replies = thread.getByRole('list', { name: `Replies to ${asked.author}` });
    await replies.getByText('Around six months.').waitFor();
    await thread.getByText('1 like · 1 reply').waitFor();
    expect(await carer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // The parent sees the counts, opens the thread and likes the reply.
    const family = await browser.signedIn(parent, `/view_post/${post.post_id}`);
    family.on('pageerror', (error) => errors.push(error.message));
    const own = family
      .getByRole('list', { name: 'Comments' })
      .getByRole('listitem')
      .filter({ hasText: 'When do I start?' })
      .first();
    await own.getByText('1 like · 1 reply').waitFor();
    await own.getByRole('button', { name: 'Show 1 reply' }).click();
    const answer = own
      .getByRole('list', { name: `Replies to ${asked.author}` })
      .getByRole('listitem')
      .filter({ hasText: 'Around six months.' });
    await answer.getByText('0 likes').waitFor();
    const opened = await api(
      'GET',
      `/api/posts/${post.post_id}/comments/${asked.comment_id}/replies`,
    );
    const replier = opened.body.replies[0].author as string;
    await answer.getByRole('button', { name: `Like the comment by ${replier}` }).click();
    await answer.getByRole('button', { name: `Liked the comment by ${replier}` }).waitFor();
    await answer.getByText('1 like').waitFor();
    expect(errors).toEqual([]);
  });
});
