import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { talking } from '../support/conversations.js';
import { parentWithPackage } from '../support/jobs.js';
import { liveCaregiver } from '../support/profiles.js';
import { workerInCharge } from '../support/service-worker.js';
import { heading, headerSignInLink, headerSignOutButton, STEP_MS, useBrowser } from './browser.js';
import { fillAuPairJob } from './job-form.js';

const browser = useBrowser();
const MANAGE = '/my_account/parent/jobs_profiles/manage_jobs/none';
/** The worker starts once the first page has settled (a few seconds after load), then installs. */
const WORKER_MS = 30_000;

const threadOf = async (token: string, id: string) =>
  (
    (await api('GET', `/api/conversations/${id}`, { token })).body.messages as { body: string }[]
  ).map((message) => message.body);

const jobsOf = async (token: string, region: string) => {
  const mine = await api('GET', '/api/my/jobs', { token });
  return (mine.body.jobs as { region: string }[]).filter((job) => job.region === region);
};

describe('offline, in the browser', () => {
  it('shows the last search offline and posts a job written offline once, when back online', async () => {
    const region = `Region ${randomUUID().slice(0, 8)}`;
    await liveCaregiver('Offline Nanny', { basics: { currently_in: 'Botswana', region } });
    const parent = await parentWithPackage();
    // The parent has opened the job form before (what the app keeps is what was seen).
    const page = await browser.signedIn(parent, '/createjob');
    await heading(page, 'Submit a Job').waitFor();
    await workerInCharge(page, WORKER_MS);

    const search = `/find_childcarer/all?${new URLSearchParams({ country: 'Botswana', region })}`;
    await page.goto(search);
    const results = page.getByRole('main').getByRole('list', { name: 'Caregivers' });
    await results.getByText('Offline Nanny').waitFor();

    await page.context().setOffline(true);
    // A caregiver who goes live meanwhile is not shown: the list is the copy kept on the phone,
    // which also proves the worker's own requests are cut off, not only the page's.
    await liveCaregiver('Later Nanny', { basics: { currently_in: 'Botswana', region } });
    await page.reload();
    await results.getByText('Offline Nanny').waitFor();
    expect(await results.getByText('Later Nanny').count()).toBe(0);
    const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await notice.getByText('You are offline. You are seeing what you saw last.').waitFor();

    // A job written offline is kept on the phone, through a reload, and not sent yet.
    await page.goto('/createjob');
    const form = page.getByRole('main');
    await fillAuPairJob(form, 'Mrs Offline', region);
    await form.getByRole('button', { name: 'Submit job' }).click();
    await form
      .getByRole('status')
      .getByText('Saved on this phone. It will be sent when you are back online.')
      .waitFor();
    await page.reload();
    await heading(page, 'Submit a Job').waitFor();
    expect(await jobsOf(parent.idToken, region)).toEqual([]);

    await page.context().setOffline(false);
    await page.getByRole('status').getByText('What you wrote offline has been sent.').waitFor();
    await expect.poll(() => notice.count(), { timeout: STEP_MS }).toBe(0);
    const posted = await jobsOf(parent.idToken, region);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ contact: 'Mrs Offline', live: true });

    // The next start sends nothing again; the job shows once among the parent's jobs.
    await page.goto(MANAGE);
    const mine = page.getByRole('list', { name: 'Your jobs' });
    await mine.getByText(`Maun, ${region}, Botswana`).waitFor();
    expect(await mine.getByRole('listitem').filter({ hasText: region }).count()).toBe(1);
    expect(await jobsOf(parent.idToken, region)).toHaveLength(1);

    // Signing out leaves none of the account's own answers on a shared phone.
    const ownCopies = () => page.evaluate(() => caches.has('api-own'));
    expect(await ownCopies()).toBe(true);
    await headerSignOutButton(page).click();
    await headerSignInLink(page).waitFor();
    await expect.poll(ownCopies, { timeout: STEP_MS }).toBe(false);
  }, 120_000);

  it('sends a message written offline once, when back online', async () => {
    const { parent, id } = await talking();
    const page = await browser.signedIn(parent, `/messages/${id}`);
    await page.getByText('No messages yet. Write the first one below.').waitFor();
    await workerInCharge(page, WORKER_MS);

    await page.context().setOffline(true);
    const field = page.getByLabel('Message', { exact: true });
    await field.fill('Written on the bus: see you at 8.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page
      .getByRole('status')
      .getByText('Saved on this phone. It will be sent when you are back online.')
      .waitFor();
    // On its way like a sent message: the box is free for the next one; nothing sent yet.
    expect(await field.inputValue()).toBe('');
    expect(await threadOf(parent.idToken, id)).toEqual([]);

    await page.context().setOffline(false);
    await page.getByRole('status').getByText('What you wrote offline has been sent.').waitFor();
    const thread = page.getByRole('list', { name: 'Messages' });
    await thread.getByText('Written on the bus: see you at 8.').waitFor();
    expect(await threadOf(parent.idToken, id)).toEqual(['Written on the bus: see you at 8.']);
  }, 90_000);

  it('saves two profile sections written offline, one after the other, when back online', async () => {
    const nanny = await liveCaregiver('Offline Editor');
    const overview = '/my_account/caregiver/overview/user/none';
    const page = await browser.signedIn(nanny, overview);
    const main = page.getByRole('main');
    // Both sections opened once online (what the app keeps is what was seen).
    for (const [section, title] of [
      ['Roles', 'Roles'],
      ['Personal description', 'Personal description'],
    ] as const) {
      await main.getByRole('link', { name: section, exact: true }).click();
      await heading(page, title).waitFor();
      await page.goBack();
      await heading(page, 'Account Center').waitFor();
    }
    await workerInCharge(page, WORKER_MS);

    await page.context().setOffline(true);
    await main.getByRole('link', { name: 'Personal description', exact: true }).click();
    await main.getByLabel('About you').fill('Written offline: eight years with toddlers.');
    await main.getByRole('button', { name: 'Save description' }).click();
    const kept = 'Saved on this phone. It will be sent when you are back online.';
    await main.getByRole('status').getByText(kept).waitFor();
    await page.goBack();
    await main.getByRole('link', { name: 'Roles', exact: true }).click();
    await main.getByLabel('Live in or out').selectOption('Live in');
    await main.getByRole('button', { name: 'Save roles' }).click();
    await main.getByRole('status').getByText(kept).waitFor();

    await page.context().setOffline(false);
    await page.getByRole('status').getByText('2 forms you wrote offline have been sent.').waitFor();
    const me = (await api('GET', '/api/me', { token: nanny.idToken })).body;
    expect(me).toMatchObject({
      info: 'Written offline: eight years with toddlers.',
      live_in_out: 'Live in',
    });
  }, 90_000);

  it('loads no JavaScript from the network on a repeat visit', async () => {
    const page = await browser.newPage();
    await page.goto('/find_job/all');
    await page.getByRole('main').getByRole('list', { name: 'Jobs' }).waitFor();
    await workerInCharge(page, WORKER_MS);

    const context = page.context();
    const fromNetwork: string[] = [];
    const fromWorker: string[] = [];
    const script = (url: string) => new URL(url).pathname.endsWith('.js');
    // Asked by the worker itself (a cache miss it fills from the network).
    context.on('request', (request) => {
      if (request.serviceWorker() && script(request.url())) fromNetwork.push(request.url());
    });
    const again = await context.newPage();
    again.on('response', (response) => {
      if (!script(response.url())) return;
      (response.fromServiceWorker() ? fromWorker : fromNetwork).push(response.url());
    });
    await again.goto('/find_job/all');
    await again
      .getByRole('main')
      .getByRole('list', { name: 'Jobs' })
      .getByRole('listitem')
      .first()
      .waitFor();
    expect(fromWorker.length).toBeGreaterThan(0);
    expect(fromNetwork).toEqual([]);
  }, 60_000);
});
