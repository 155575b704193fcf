import { describe, it } from 'vitest';
import { registerVerified } from '../support/accounts.js';
import { chooseEmail, heading, useBrowser } from './browser.js';

const browser = useBrowser();

describe("the API's messages, in the browser", () => {
  it("shows the schema's and the server's messages in French once the app speaks French", async () => {
    const taken = await registerVerified('parent');
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByText('Made for families in Zambia.').waitFor();
    // The prerendered page answers once React has adopted it (main.tsx).
    await page.locator('#root:not([inert])').waitFor({ state: 'attached' });
    await page.getByLabel('Language').selectOption({ label: 'Français' });
    await page.getByText('Conçu pour les familles de Zambie.').waitFor();

    await page.goto('/register/parent');
    await heading(page, 'Créez votre compte').waitFor();
    await chooseEmail(page);
    const form = page.getByRole('main');
    await form.locator('input[type="email"]').fill(taken.email);
    await form.getByLabel('Mot de passe', { exact: true }).fill('Passw0rd-e2e');
    await form.getByLabel('Comment nous avez-vous connus ?').selectOption('google');
    const submit = form.getByRole('button', { name: 'Créer le compte', exact: true });
    const see = (message: string) => form.getByText(message, { exact: true }).first().waitFor();

    // The terms unticked: the API's schema says so before anything is sent.
    await submit.click();
    await see('Vous devez accepter les conditions générales pour vous inscrire');

    // An address already in use: only the server knows, and answers in French.
    await form.getByRole('checkbox', { name: "J'accepte les conditions générales" }).check();
    await submit.click();
    await see('Cette adresse e-mail est déjà utilisée');
  }, 60_000);
});
