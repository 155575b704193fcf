import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { liveCaregiver, realPdf, upload } from '../support/profiles.js';
import {
  expectPath,
  heading,
  moreUntilShown,
  signInWithForm,
  STEP_MS,
  useBrowser,
} from './browser.js';

const browser = useBrowser();

describe('document verification (admin)', () => {
  it('the demo admin opens the queue and verifies a police clearance; /cv shows the badge', async () => {
    const name = `Verify ${randomUUID().slice(0, 6)}`;
    const nanny = await liveCaregiver(name);
    const uploaded = await upload(nanny.idToken, 'police', realPdf, 'police.pdf', {
      consent: true,
    });
    expect(uploaded.status).toBe(200);

    const page = await browser.newPage();
    await page.goto('/verifications');
    await expectPath(page, '/login/user', '/verifications');
    await signInWithForm(page, 'admin@demo.test');
    await expectPath(page, '/verifications');
    await heading(page, 'Document verification').waitFor();

    // Oldest first, 15 a page: ask for more until this caregiver's clearance shows.
    const row = page.getByRole('listitem', { name: `Police clearance of ${name}` });
    const queue = page.getByRole('list', { name: 'Documents waiting for review' });
    await queue.waitFor();
    await moreUntilShown(row, {
      items: queue.getByRole('listitem'),
      more: page.getByRole('button', { name: 'More documents' }),
    });
    await row.getByRole('button', { name: 'Get a link to the document' }).click();
    await expect
      .poll(() => row.getByRole('link', { name: /Open the document/ }).getAttribute('href'), {
        timeout: STEP_MS,
      })
      .toMatch(/^http/);
    await row.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('status')
      .getByText(`Police clearance of ${name}: Document marked as verified`)
      .waitFor();
    await row.waitFor({ state: 'detached' });

    await page.goto(`/cv/${nanny.uid}`);
    await heading(page, name).waitFor({ timeout: STEP_MS });
    await page.getByText('Police clearance provided · Verified').waitFor();
  }, 90_000);
});
