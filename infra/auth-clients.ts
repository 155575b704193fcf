import type { ExplicitAuthFlowsType } from '@aws-sdk/client-cognito-identity-provider';

/**
 * The user pool's app clients: what each may write and which sign-in flows it allows. One
 * definition read by the CDK stack (infra/auth.ts) and by the local pool (infra/local/cognito.ts,
 * whose wrapper enforces it: infra/local/cognito-client-rules.ts), so both runtimes refuse the
 * same writes. With the user's own access token (scope aws.cognito.signin.user.admin), Cognito
 * lets a client's user write exactly the attributes of that client's list
 * (docs/decisions/accounts-and-sessions.md, "App clients and attribute writes").
 */
export interface AppClientDefinition {
  /** The client's name (the local pool finds its clients by it). */
  name: string;
  /** Attributes the client may write (SignUp, UpdateUserAttributes, federated sign-in). */
  writeAttributes: readonly string[];
  /** Cognito's ExplicitAuthFlows, exactly. */
  authFlows: readonly ExplicitAuthFlowsType[];
}

export const appClients = {
  /**
   * Password sign-in, phone sign-in (the custom challenge answered with the API's sign-in
   * ticket), refresh, and the API's password re-check. It may write no attribute the app owns.
   * An empty write list would mean every standard attribute, so it holds one that nothing in
   * the app reads (zoneinfo).
   */
  web: {
    name: 'marketplace-web',
    writeAttributes: ['zoneinfo'],
    authFlows: [
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_ADMIN_USER_PASSWORD_AUTH',
      'ALLOW_CUSTOM_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ],
  },
  /**
   * Used only by the API's SignUp call: writes what SignUp sends (an e-mail or a phone number
   * to sign in with, and the user type), and has no sign-in flow at all, so it never issues a
   * token (and nobody can update attributes through it).
   */
  registration: {
    name: 'marketplace-registration',
    writeAttributes: ['email', 'phone_number', 'custom:user_type'],
    authFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
  },
  /**
   * The hosted-UI (Google, Facebook) code flow, only on stages that configure social sign-in.
   * Federated sign-in writes the mapped attributes (infra/auth-social.ts), so it must hold them;
   * its OAuth scopes leave out aws.cognito.signin.user.admin, so its access tokens cannot call
   * UpdateUserAttributes.
   */
  social: {
    name: 'marketplace-social',
    writeAttributes: ['email', 'email_verified'],
    authFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
  },
} as const satisfies Record<string, AppClientDefinition>;
