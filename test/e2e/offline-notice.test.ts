import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { liveCaregiver } from '../support/profiles.js';
import { openFilters, useBrowser } from './browser.js';

const browser = useBrowser();
const COULD_NOT_LOAD =
  'You are offline, so this could not be loaded. Try again once you are back online.';
const SEEN_LAST = 'You are offline. You are seeing what you saw last.';

describe('the offline notice, in the browser', () => {
  it('says what is on the screen: a failure to load, or what was seen last', async () => {
    const region = `Region ${randomUUID().slice(0, 8)}`;
    await liveCaregiver('Notice Nanny', { basics: { currently_in: 'Botswana', region } });
    // No service worker: the page's own requests are the ones the network refuses below.
    const page = await browser.newPage({ serviceWorkers: 'block' });
    await page.goto(`/find_childcarer/all?${new URLSearchParams({ country: 'Botswana', region })}`);
    const main = page.getByRole('main');
    const results = main.getByRole('list', { name: 'Caregivers' });
    await results.getByText('Notice Nanny').waitFor();
    const notice = page.getByRole('status').filter({ hasText: 'You are offline' });

    // The phone keeps its signal but no request gets through (no data left, a dead network):
    // a search not seen before cannot be loaded, and the notice says that, not "what you saw".
    await page.route('**/api/caregivers?**', (route) => route.abort('internetdisconnected'));
    await openFilters(page);
    await main.getByLabel('Sex').selectOption('Female');
    await main.getByRole('alert').getByRole('button', { name: 'Try again' }).waitFor();
    await notice.getByText(COULD_NOT_LOAD, { exact: true }).waitFor();
    expect(await notice.getByText(SEEN_LAST).count()).toBe(0);

    // Back to the search seen before: its copy is what shows, and the notice says so.
    await main.getByLabel('Sex').selectOption('Not specified');
    await results.getByText('Notice Nanny').waitFor();
    await notice.getByText(SEEN_LAST, { exact: true }).waitFor();
    expect(await notice.getByText(COULD_NOT_LOAD).count()).toBe(0);
  });
});
