import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { violationsOn } from './axe.js';
import { useBrowser } from './browser.js';
import { hiredPair } from './hired-pair.js';
import {
  agreementPath,
  caregiverAcceptsAgreement,
  caregiverAsksForChanges,
  openPrintableAgreement,
  parentDraftsAgreement,
  parentRevisesAgreement,
} from './agreement-steps.js';

const browser = useBrowser();
const ASK = 'Could pay day be the 25th, please?';

describe('a written work agreement, in the browser', () => {
  it(
    'the family drafts it, the caregiver asks for a change, the family revises, the caregiver accepts, and both print it in their own language',
    { timeout: 120_000 },
    async () => {
      const pair = await hiredPair();
      const family = await browser.signedIn(pair.parent, '/agreements');
      await family.getByText('No work agreements yet', { exact: false }).waitFor();
      await parentDraftsAgreement(family, pair);
      // The form (now revising version 1) passes axe-core.
      expect(await violationsOn(family)).toEqual([]);

      const carer = await browser.signedIn(pair.nanny, agreementPath(pair));
      await caregiverAsksForChanges(carer, pair, ASK);
      await parentRevisesAgreement(family, pair, ASK);
      await caregiverAcceptsAgreement(carer, pair);
      // The family's page (form gone, versions kept) and the caregiver's pass axe-core.
      await family.reload();
      await family.getByTestId('agreement-status').waitFor();
      expect(await violationsOn(family)).toEqual([]);
      expect(await violationsOn(carer)).toEqual([]);

      // Both see it in their account.
      for (const page of [family, carer]) {
        await page.goto('/agreements');
        await page.getByText(/^Accepted \(version 2\), /).waitFor();
      }

      // The family reads the sheet in English; the caregiver, whose account is in French, in
      // French.
      await openPrintableAgreement(family, pair);
      expect(await violationsOn(family)).toEqual([]);
      const french = await api('PUT', '/api/account/language', {
        token: pair.nanny.idToken,
        body: { appLanguage: 'fr' },
      });
      expect(french.status).toBe(200);
      await openPrintableAgreement(carer, pair, {
        heading: 'Contrat de travail',
        wage: 'Salaire mensuel',
      });
    },
  );
});
