import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { liveCaregiver, realPng, upload } from '../support/profiles.js';
import { STEP_MS, useBrowser } from './browser.js';

const browser = useBrowser();

describe('data saver', () => {
  it('leaves photos out of the caregiver list on this phone, and brings them back', async () => {
    const region = `Region ${randomUUID().slice(0, 8)}`;
    const nanny = await liveCaregiver('Photo Nanny', {
      basics: { currently_in: 'Botswana', region },
    });
    await upload(nanny.idToken, 'photo', realPng, 'me.png', { contentType: 'image/png' });
    const search = `/find_childcarer/all?${new URLSearchParams({ country: 'Botswana', region })}`;

    const page = await browser.newPage();
    const photoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().includes('/icons/'))
        photoRequests.push(request.url());
    });
    await page.goto(search);
    const card = page.getByRole('listitem').filter({ hasText: 'Photo Nanny' });
    await card.locator('img.profile-photo').waitFor();
    // The photo is asked for once the browser lays the (lazy) image out, just after it appears.
    await expect.poll(() => photoRequests.length, { timeout: STEP_MS }).toBeGreaterThan(0);

    await page.getByLabel('Data saver: no photos in lists').check();
    await card.getByText('P', { exact: true }).waitFor();
    expect(await card.locator('img').count()).toBe(0);

    // Remembered: a new visit downloads no photo at all.
    photoRequests.length = 0;
    await page.reload();
    await card.getByText('P', { exact: true }).waitFor();
    expect(await card.locator('img').count()).toBe(0);
    expect(photoRequests).toEqual([]);

    await page.getByLabel('Data saver: no photos in lists').uncheck();
    await card.locator('img.profile-photo').waitFor();
  }, 60_000);
});
