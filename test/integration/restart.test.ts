import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnLocalStack } from '../../infra/local/spawn-local.js';
import { passwordSignIn } from '../support/cognito-sign-in.js';

const dataDir = mkdtempSync(join(tmpdir(), 'restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** What a demo account sees after signing in to a stack started on `dataDir`. */
async function demoView(email: string) {
  const stack = await spawnLocalStack(dataDir);
  try {
    const { USER_POOL_CLIENT_ID, COGNITO_PUBLIC_ENDPOINT } = stack.settings;
    const { idToken } = await passwordSignIn(
      COGNITO_PUBLIC_ENDPOINT!,
      USER_POOL_CLIENT_ID!,
      email,
      'Demo-pass-2026',
    );
    const groups = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString())[
      'cognito:groups'
    ];
    const unread = await fetch(`${stack.url}/api/inbox/unread`, {
      headers: { authorization: `Bearer ${idToken}` },
    });
    return { groups, unread: await unread.json() };
  } finally {
    await stack.stop();
  }
}

describe('npm start on kept data', () => {
  it('a second start keeps the demo accounts in their groups and adds nothing twice', async () => {
    const first = await demoView('caregiver@demo.test');
    expect(first).toEqual({
      groups: ['childcarer'],
      unread: { notificationCount: 1, messageCount: 0 },
    });
    const second = await demoView('caregiver@demo.test');
    expect(second).toEqual(first);
  }, 180_000);
});
