import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnLocalStack, quietSdkEnv } from '../../infra/local/spawn-local.js';
import { countedRole } from '../../lambdas/core/admin-users/super-admins.js';
import { db } from '../../lambdas/core/db/service.js';
import { identity } from '../../lambdas/ports/identity.js';
import { verificationCodeAt } from '../support/mail.js';
import { ownStackClient } from '../support/own-stack.js';
import { reachStandIns } from '../support/reach-stand-ins.js';

/**
 * bin/create-first-super-admin.ts, run as an operator runs it (`npx tsx ...` in a child
 * process), against a stack of its own: the shared test stack must keep its demo super admin,
 * and the success case needs a stage whose super admin count is 0. The script gets the local
 * stand-ins' endpoints (LOCAL_AWS_ENDPOINTS) and --table/--user-pool, nothing else.
 */
type Stack = Awaited<ReturnType<typeof spawnLocalStack>>;
let stack: Stack;
const savedEnv = { ...process.env };
const root = resolve(import.meta.dirname, '..', '..');

beforeAll(async () => {
  stack = await spawnLocalStack('memory');
  // This file's own checks (count, groups) read the same stand-ins as the script.
  reachStandIns(stack.settings);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  process.env = savedEnv;
  reachStandIns({});
});

function runScript(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const settings = stack.settings;
  // Only the endpoints and region of the stand-ins: table and pool come from the flags.
  const env: NodeJS.ProcessEnv = { ...process.env, ...quietSdkEnv };
  for (const name of ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID']) delete env[name];
  const flags = ['--stage', 'local'];
  flags.push('--table', settings.TABLE_NAME!, '--user-pool', settings.USER_POOL_ID!);
  return new Promise((done) => {
    execFile(
      'npx',
      ['tsx', 'bin/create-first-super-admin.ts', ...flags, ...args],
      {
        cwd: root,
        env: {
          ...env,
          AWS_REGION: settings.AWS_REGION,
          LOCAL_AWS_ENDPOINTS: settings.LOCAL_AWS_ENDPOINTS,
        },
      },
      (error, stdout, stderr) =>
        done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const { call, signIn } = ownStackClient(() => stack);

const groupsIn = (token: string): string[] =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())['cognito:groups'] ?? [];

let serial = 0;
/** Registers through the API; verifies the e-mail by its mailed link unless told not to. */
async function register(verify = true) {
  const email = `first-super-${++serial}-${Date.now()}@example.test`;
  const password = 'Passw0rd-test';
  const res = await call('POST', '/api/auth/register', {
    user_type: 'parent',
    terms: true,
    source: 'google',
    email,
    password,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (verify) {
    const oobCode = await verificationCodeAt(stack.url, email);
    const verified = await call('POST', '/api/auth/action', { mode: 'verifyEmail', oobCode });
    expect(verified.status).toBe(200);
  }
  return { uid: String(res.body.uid), email, password };
}

/** What a freshly deployed stage looks like: nobody is super admin and the count is 0. */
async function forgetDemoSuperAdmin() {
  const admin = await identity.find('admin@demo.test');
  await identity.removeFromGroup(admin!.uid, 'super_admin');
  await db().entities.roleMember.delete({ role: 'super_admin', uid: admin!.uid }).go();
  await db().entities.roleCount.delete({ role: 'super_admin' }).go();
}

describe('bin/create-first-super-admin.ts', { timeout: 90_000 }, () => {
  let first: Awaited<ReturnType<typeof register>>;

  it('asks for --stage and --email (exit code 2)', async () => {
    const res = await runScript();
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('--stage and --email are required');
  });

  it('refuses while a super admin exists, and changes nothing', async () => {
    first = await register();
    expect(await countedRole.count()).toBe(1); // the demo super admin
    const res = await runScript('--email', first.email);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('already has 1 super admin');
    expect(await identity.groupsOf(first.uid)).toEqual(['parent']);
    expect(await countedRole.count()).toBe(1);
  });

  it('refuses an e-mail without an account, or without a verified one', async () => {
    await forgetDemoSuperAdmin();
    expect(await countedRole.count()).toBe(0);
    const unknown = await runScript('--email', `nobody-${Date.now()}@example.test`);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account uses');
    expect(unknown.stderr).toContain('must register');
    const unverified = await register(false);
    const res = await runScript('--email', unverified.email);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('has not verified');
    expect(await identity.groupsOf(unverified.uid)).not.toContain('super_admin');
    expect(await countedRole.count()).toBe(0);
  });

  it('with no super admin, makes the registered user the first one (count 1)', async () => {
    const before = await signIn(first.email, first.password);
    expect((await call('GET', '/api/admin/ping', undefined, before)).status).toBe(403);

    const res = await runScript('--email', first.email);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).not.toContain('Refused');
    expect(res.stdout).toContain(`${first.email} (${first.uid}) is now the first super admin`);
    expect(await countedRole.count()).toBe(1);
    expect(await countedRole.has(first.uid)).toBe(true);

    // their next token carries the group, and super admin actions work with it
    const token = await signIn(first.email, first.password);
    expect(groupsIn(token)).toContain('super_admin');
    expect((await call('GET', '/api/admin/ping', undefined, token)).status).toBe(200);
    const other = await register();
    const granted = await call(
      'PUT',
      '/api/admin/roles',
      { email: other.email, super_admin: false, admin: true, accredited: false },
      token,
    );
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(await identity.groupsOf(other.uid)).toContain('admin');
  });

  it('a second run refuses: later roles go through the admin screen', async () => {
    const other = await register();
    const res = await runScript('--email', other.email);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('already has 1 super admin');
    expect(await identity.groupsOf(other.uid)).not.toContain('super_admin');
    expect(await countedRole.count()).toBe(1);
  });
});
