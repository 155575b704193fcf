import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn } from '../support/accounts.js';
import { api } from '../support/api.js';
import { hiredPair } from '../e2e/hired-pair.js';
import { hireReadyToPay, startWage, thisMonth, wageBody } from '../support/wages.js';

/** Who may read and pay wages, and inputs refused with a message and nothing written. */
describe('wage payments: who may see and pay them', () => {
  it('the hire’s two people and admins read a payslip; anyone else hears 404, nobody 401', async () => {
    const hire = await hireReadyToPay();
    const other = await hiredPair();
    const { wage } = await startWage(hire);
    const path = `/api/wages/${wage.wid}`;
    for (const token of [other.parent.idToken, other.nanny.idToken]) {
      expect((await api('GET', path, { token })).status).toBe(404);
      expect((await api('GET', hire.base, { token })).status).toBe(404);
      const list = await api<any>('GET', '/api/wages', { token });
      expect(list.body.wages).toEqual([]);
    }
    expect((await api('GET', path)).status).toBe(401);
    expect((await api('GET', '/api/wages')).status).toBe(401);
    const admin = (await signIn('admin@demo.test', DEMO_PASSWORD)).idToken;
    const read = await api<any>('GET', path, { token: admin });
    expect(read.status).toBe(200);
    expect(read.body.wage.wid).toBe(wage.wid);
    // Only the hire's parent pays; another parent's hire is not found.
    const byCaregiver = await api('POST', hire.base, {
      token: hire.nanny.idToken,
      body: wageBody(),
    });
    expect(byCaregiver.status).toBe(403);
    const byOtherParent = await api('POST', hire.base, {
      token: other.parent.idToken,
      body: wageBody(),
    });
    expect(byOtherParent.status).toBe(404);
    // The payslips download as CSV for either side.
    const csv = await api<string>('GET', `/api/wages.csv?year=${wage.period.slice(0, 4)}`, {
      token: hire.nanny.idToken,
    });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(wage.wid);
    expect(csv.body).toContain('NAPSA');
  });

  it('refuses bad inputs with their message and writes nothing', async () => {
    const hire = await hireReadyToPay();
    const token = hire.parent.idToken;
    const cases: [Record<string, unknown>, string][] = [
      [{ period: '2026-13' }, 'Choose the month paid, as YYYY-MM'],
      [{ period: '2099-01' }, 'A wage can be paid for next month at the latest'],
      [{ gross_minor: 0 }, 'Give the gross wage in whole units of the currency'],
      [{ gross_minor: 12.5 }, 'Give the gross wage in whole units of the currency'],
      [
        {
          deductions: [{ kind: 'statutory', code: 'XYZ', label: 'Made up', amount_minor: 100 }],
        },
        'Unknown statutory deduction',
      ],
      [
        { deductions: [{ kind: 'other', label: 'Loan', amount_minor: 150_000 }] },
        'The deductions must leave a net wage above zero',
      ],
      [{ gross_minor: 350_000 }, 'This month’s payments would pass the monthly wage'],
      [{ gross_minor: 350_000, extra: true }, 'An extra payment is at most one month’s wage'],
      [{ payer_network: 'Vodafone' }, 'There is no mobile money on this network in Zambia.'],
      [{ payer_phone: '0971 23' }, 'This phone number has too few or too many digits.'],
      [{ surprise: true }, ''],
    ];
    for (const [change, message] of cases) {
      const res = await api<any>('POST', hire.base, { token, body: wageBody(change) });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const quote = await api<any>(
      'GET',
      `${hire.base}/quote?period=${thisMonth()}&gross_minor=abc`,
      {
        token,
      },
    );
    expect(quote.status).toBe(400);
    const list = await api<any>('GET', hire.base, { token });
    expect(list.body.wages).toEqual([]);
    const badNumber = await api<any>('PUT', '/api/my/payout-number', {
      token: hire.nanny.idToken,
      body: { phone: '123', network: 'MTN' },
    });
    expect(badNumber.status).toBe(400);
    const parentNumber = await api<any>('PUT', '/api/my/payout-number', {
      token,
      body: { phone: '0971234567', network: 'MTN' },
    });
    expect(parentNumber.status).toBe(403);
  });

  it('answers 409 while the caregiver has no payout number', async () => {
    const pair = await hiredPair();
    const res = await api<any>('POST', `/api/hires/${pair.job}/${pair.nanny.uid}/wages`, {
      token: pair.parent.idToken,
      body: wageBody(),
    });
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toContain('mobile money number wages are paid to');
  });
});
