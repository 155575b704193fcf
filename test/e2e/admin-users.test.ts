import { describe, expect, it } from 'vitest';
import { users } from '../../lambdas/core/users/users.js';
import { identity } from '../../lambdas/ports/identity.js';
import { registerVerified } from '../support/accounts.js';
import { expectPath, heading, signInWithForm, STEP_MS, useBrowser } from './browser.js';

const browser = useBrowser();

describe('admin users and roles', () => {
  it('the demo admin finds a user by e-mail and makes it an accredited affiliate', async () => {
    const member = await registerVerified('institution');
    const page = await browser.newPage();
    await page.goto('/users');
    await expectPath(page, '/login/user', '/users');
    await signInWithForm(page, 'admin@demo.test');
    await expectPath(page, '/users');
    await heading(page, 'Users').waitFor();

    const search = page.getByRole('search', { name: 'Find users' });
    await search.getByLabel('E-mail, or the start of a name').fill(member.email);
    await search.getByRole('button', { name: 'Search' }).click();
    const found = page.getByRole('list', { name: 'Users found' });
    await found.getByRole('link', { name: member.email }).waitFor({ timeout: STEP_MS });
    await expect.poll(() => found.getByRole('listitem').count(), { timeout: STEP_MS }).toBe(1);

    // The role form names the found user (not editable) and shows its current roles.
    const roles = page.getByRole('region', { name: 'Roles' });
    await roles.getByText(`Roles of ${member.email}`).waitFor({ timeout: STEP_MS });
    const accredited = roles.getByLabel('Accredited affiliate');
    expect(await accredited.isChecked()).toBe(false);
    await accredited.check();
    await roles.getByRole('button', { name: 'Save roles' }).click();
    await roles
      .getByRole('status')
      .getByText(/Roles saved/)
      .waitFor({ timeout: STEP_MS });
    await found.getByText(/· accredited/).waitFor({ timeout: STEP_MS });

    expect(await identity.groupsOf(member.uid)).toContain('accredited');
    expect((await users.get(member.uid))?.accredited).toBe(true);

    // The user's own page shows it too.
    await found.getByRole('link').first().click();
    await expectPath(page, `/users/${member.uid}`);
    await expect
      .poll(() => page.locator('dd[data-field="accredited"]').textContent(), { timeout: STEP_MS })
      .toBe('yes');
  }, 90_000);
});
