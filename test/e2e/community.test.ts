import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerVerified } from '../support/accounts.js';
import { heading, useBrowser } from './browser.js';

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
      .poll(() => counts(family).innerText())
      .toMatch(/^0 likes · 0 comments · \d+ views?$/);
    await family.getByText('No comments yet.').waitFor();
    await family.getByLabel('Write a comment').fill('Thank you, very helpful!');
    await family.getByRole('button', { name: 'Post comment' }).click();
    const comments = family.getByRole('list', { name: 'Comments' });
    await comments.getByText('Thank you, very helpful!').waitFor();
    await family.getByRole('button', { name: 'Like', exact: true }).click();
    await family.getByRole('button', { name: 'Liked', exact: true }).waitFor();
    await expect.poll(() => counts(family).innerText()).toMatch(/^1 like · 1 comment · /);

    // The counts are the server's: a fresh load shows the same, and the author sees them too.
    await family.reload();
    await heading(family, 'Tips for the first week').waitFor();
    await expect.poll(() => counts(family).innerText()).toMatch(/^1 like · 1 comment · /);
    await family.getByRole('button', { name: 'Liked', exact: true }).waitFor();
    await carer.reload();
    await expect.poll(() => counts(carer).innerText()).toMatch(/^1 like · 1 comment · /);
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
    const more = family.getByRole('button', { name: 'More posts' });
    while ((await item.count()) === 0 && (await more.isVisible())) {
      await more.click();
      await family.waitForTimeout(300);
    }
    await expect.poll(() => item.innerText()).toMatch(/1 like · 1 comment/);
    expect(errors).toEqual([]);
  });
});
