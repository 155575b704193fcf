/**
 * The local user pool's definition where it must match AWS's (infra/auth.ts): its name, which
 * the local setup finds it by, and what people sign in with.
 */
export const LOCAL_POOL_NAME = 'marketplace-local';

/** E-mail or phone number, as `signInAliases: { email: true, phone: true }` makes them in AWS. */
export const localUsernameAttributes = ['email', 'phone_number'] as const;

interface PoolOptions {
  Id: string;
  Name?: string;
  UsernameAttributes?: string[];
}
interface KeptPools {
  listUserPools(ctx: unknown): Promise<PoolOptions[]>;
  getUserPool(
    ctx: unknown,
    id: string,
  ): Promise<{
    options: PoolOptions;
    updateOptions(ctx: unknown, options: PoolOptions): Promise<void>;
  }>;
}

const same = (a: readonly string[] = [], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * A pool kept in `.local-data` by an earlier `npm start` signs in by e-mail only. In AWS a change
 * of UsernameAttributes replaces the pool; locally its users, groups and clients are kept and
 * only the setting changes. Neither Cognito's UpdateUserPool nor cognito-local's takes it, so
 * this writes cognito-local's own stored options (the pool's JSON file) before the server
 * answers. Users keep their names (an e-mail pool names them by their `sub`), and cognito-local
 * finds a user by any sign-in name the options list, so a phone number found nobody before and
 * finds its user after.
 */
export async function upgradeKeptPools(ctx: unknown, cognito: KeptPools): Promise<void> {
  for (const { Id, Name } of await cognito.listUserPools(ctx)) {
    if (Name !== LOCAL_POOL_NAME) continue;
    const pool = await cognito.getUserPool(ctx, Id);
    if (same(pool.options.UsernameAttributes, localUsernameAttributes)) continue;
    await pool.updateOptions(ctx, {
      ...pool.options,
      UsernameAttributes: [...localUsernameAttributes],
    });
  }
}
