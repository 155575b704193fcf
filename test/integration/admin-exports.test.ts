import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '../../lambdas/core/actor.js';
import { db } from '../../lambdas/core/db/service.js';
import { users } from '../../lambdas/core/users/users.js';
import { DEMO_PASSWORD, registerVerified, signIn } from '../support/accounts.js';
import { api, baseUrl } from '../support/api.js';
import { buy, buyAndPay } from '../support/checkout.js';

/**
 * The admin user list's filters (type, country, state) and the CSV exports of users, orders and
 * transactions: admins only, the list's filters applied, formula cells neutralised.
 */
let admin = '';
beforeAll(async () => {
  admin = (await signIn('admin@demo.test', DEMO_PASSWORD)).idToken;
});
const get = (path: string, token = admin) => api<any>('GET', path, { token });

/** An export as a browser downloads it: status, headers and the text. */
async function download(path: string) {
  const checked = await get(path); // the answer's contract is checked on the way
  expect(checked.status, String(checked.body)).toBe(200);
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${admin}` } });
  // As the bytes are: text() would take the byte-order mark off.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  // Records of the file (no cell here holds a line break): header first, without the BOM.
  const [header = '', ...rows] = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
  return { res, text, header: header.split(','), rows };
}

/** Users written by the same code as registration, with the fields the filters read. */
async function userWith(fields: Record<string, unknown>, type: UserType = 'cook') {
  const uid = `admin-filter-${randomUUID()}`;
  await users.create({ uid, email: `${uid}@example.test`, user_type: type, now: Date.now() });
  await db().entities.user.patch({ uid }).set(fields).go();
  return uid;
}

describe('the admin user filters', () => {
  it('filter a name search and a type list by country and state', async () => {
    const tag = `Fq${randomUUID().slice(0, 6)}`;
    const kenyanActive = await userWith({ fullname: `${tag} Akinyi`, currently_in: 'Kenya' });
    const kenyanSuspended = await userWith({
      fullname: `${tag} Otieno`,
      currently_in: 'Kenya',
      suspended: true,
    });
    // No country chosen: in Zambia, the product's home, as everywhere else.
    const zambian = await userWith({ fullname: `${tag} Banda` });
    const parent = await userWith({ fullname: `${tag} Phiri` }, 'parent');
    const uids = (path: string) =>
      get(path).then((res) => {
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.users.map((user: { uid: string }) => user.uid).sort();
      });

    expect(await uids(`/api/admin/users?name=${tag}`)).toEqual(
      [kenyanActive, kenyanSuspended, zambian, parent].sort(),
    );
    expect(await uids(`/api/admin/users?name=${tag}&country=Kenya`)).toEqual(
      [kenyanActive, kenyanSuspended].sort(),
    );
    expect(await uids(`/api/admin/users?name=${tag}&country=Kenya&state=suspended`)).toEqual([
      kenyanSuspended,
    ]);
    expect(await uids(`/api/admin/users?name=${tag}&state=active&type=cook`)).toEqual(
      [kenyanActive, zambian].sort(),
    );
    expect(await uids(`/api/admin/users?name=${tag}&country=Zambia&type=parent`)).toEqual([parent]);
    // A type list, filtered: newest first, so these new ones are on its first page.
    const suspendedKenyanCooks = await get(
      '/api/admin/users?type=cook&country=Kenya&state=suspended',
    );
    expect(suspendedKenyanCooks.body.users.map((user: { uid: string }) => user.uid)).toContain(
      kenyanSuspended,
    );
    for (const user of suspendedKenyanCooks.body.users)
      expect(user).toMatchObject({ user_type: 'cook', currently_in: 'Kenya', suspended: true });
  });
});

describe('the admin CSV exports', () => {
  it('answer admins only', async () => {
    const parent = await registerVerified('parent');
    for (const path of [
      '/api/admin/exports/users?type=cook',
      '/api/admin/exports/orders',
      '/api/admin/exports/transactions',
    ]) {
      expect((await api('GET', path)).status, path).toBe(401);
      expect((await get(path, parent.idToken)).status, path).toBe(403);
    }
    expect((await get('/api/admin/exports/users')).status).toBe(400);
    expect((await get('/api/admin/exports/transactions?status=PENDING')).status).toBe(400);
  });

  it('export the filtered users as CSV, with formula cells neutralised', async () => {
    const tag = `Xq${randomUUID().slice(0, 6)}`;
    const formula = await userWith({
      fullname: `${tag} =HYPERLINK("http://evil.test","click")`,
      username: '+260977000000',
      town: '@Lusaka',
      currently_in: 'Zambia',
    });
    const accents = await userWith({ fullname: `${tag} Zoë Mwansa`, currently_in: 'Zambia' });
    await userWith({ fullname: `${tag} Other`, currently_in: 'Malawi' });

    const { res, text, header, rows } = await download(
      `/api/admin/exports/users?name=${tag}&country=Zambia`,
    );
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('x-export-truncated')).toBe('false');
    expect(text.startsWith('\uFEFFuid,email,user_type,fullname')).toBe(true);
    expect(header).toContain('created (Africa/Lusaka)');
    expect(rows).toHaveLength(2);
    const line = rows.find((row) => row.startsWith(formula))!;
    // The name does not start with "=", so it stays; the cells that do are quoted with a '.
    expect(line).toContain(`"${tag} =HYPERLINK(""http://evil.test"",""click"")"`);
    expect(line).toContain(",'+260977000000,");
    expect(line).toContain(",'@Lusaka,");
    expect(rows.find((row) => row.startsWith(accents))).toContain(`${tag} Zoë Mwansa`);
    expect(rows.join()).not.toContain('Malawi');
  });

  it('neutralise a name that is a formula', async () => {
    const tag = `Nq${randomUUID().slice(0, 6)}`;
    const uid = await userWith({ fullname: `${tag}x` });
    await db().entities.user.patch({ uid }).set({ username: '=1+2' }).go();
    const { rows } = await download(`/api/admin/exports/users?name=${tag}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.split(',')[4]).toBe("'=1+2");
  });

  it('export orders and transactions with the list’s status and date filters', async () => {
    const parent = await registerVerified('parent');
    const t0 = Date.now() - 1;
    const pending = (await buy(parent, 'parent-1m')).order;
    const paid = await buyAndPay(parent, 'parent-1m');
    const declined = await buyAndPay(parent, 'parent-1m', 'decline');
    const window = `from=${t0}&to=${Date.now() + 1}`;
    const oids = (rows: string[]) => rows.map((row) => row.split(',')[0]);

    const orders = await download(`/api/admin/exports/orders?${window}`);
    expect(orders.header[0]).toBe('order');
    expect(oids(orders.rows)).toEqual(
      expect.arrayContaining([pending.oid, paid.oid, declined.oid]),
    );
    const pendings = await download(`/api/admin/exports/orders?status=PENDING&${window}`);
    expect(oids(pendings.rows)).toContain(pending.oid);
    expect(oids(pendings.rows)).not.toContain(paid.oid);

    const completed = await download(`/api/admin/exports/transactions?${window}`);
    const row = completed.rows.find((line) => line.startsWith(paid.oid))!;
    expect(row).toMatch(/,COMPLETED,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
    expect(row).toContain(`,${parent.uid},`);
    expect(oids(completed.rows)).not.toContain(declined.oid);
    const failed = await download(`/api/admin/exports/transactions?status=failed&${window}`);
    expect(oids(failed.rows)).toEqual([declined.oid]);
  });
});
