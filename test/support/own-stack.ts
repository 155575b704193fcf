import { api } from './api.js';
import { passwordSignIn } from './cognito-sign-in.js';

interface OwnStack {
  url: string;
  settings: Record<string, string>;
}

/**
 * Calls and sign-ins against a stack a test file started itself (spawnLocalStack), for tests
 * that must not share the suite's stack. `stack` is read at each call: it starts in beforeAll.
 */
export function ownStackClient(stack: () => OwnStack) {
  return {
    call: <T = Record<string, any>>(method: string, path: string, body?: unknown, token?: string) =>
      api<T>(method, path, { body, token, base: stack().url }),
    signIn: async (email: string, password: string) =>
      (
        await passwordSignIn(
          stack().settings.COGNITO_PUBLIC_ENDPOINT!,
          stack().settings.USER_POOL_CLIENT_ID!,
          email,
          password,
        )
      ).idToken,
  };
}
