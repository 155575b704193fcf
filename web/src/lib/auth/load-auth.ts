import { fetchClientConfig } from '../client-config';

type AuthModule = typeof import('./amplify-auth');

let loading: Promise<AuthModule> | undefined;

/**
 * aws-amplify is loaded on demand (sign-in, or a stored session to check), never on the first
 * load of a signed-out visitor. It is configured once from GET /api/config.
 */
export function loadAuth(): Promise<AuthModule> {
  loading ??= Promise.all([import('./amplify-auth'), fetchClientConfig()])
    .then(([auth, config]) => {
      auth.configureAmplify(config);
      return auth;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
