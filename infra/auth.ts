import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolClient,
  FeaturePlan,
  Mfa,
  OAuthScope,
  StringAttribute,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolOperation,
  type UserPoolClient,
  type UserPoolClientOptions,
} from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { roles } from '../lambdas/core/actor.js';
import { acknowledge } from './acknowledge.js';
import { appClients, type AppClientDefinition } from './auth-clients.js';
import { addSocialSignIn } from './auth-social.js';
import { AppFunction } from './constructs/app-function.js';
import type { AppData } from './data.js';
import type { SocialProvider, StageConfig } from './stage-config.js';

/**
 * The user pool: people sign in with their e-mail or their phone number, groups are the roles,
 * and the post-confirmation trigger puts each confirmed user in the group of its user type.
 * Sign-up goes through our API (SignUp, then AdminConfirmSignUp after our own e-mailed link), so
 * Cognito sends no mail; a phone sign-in answers Cognito's custom challenge with a ticket the
 * API issued after its own texted code (addPhoneSignIn), so Cognito sends no text either.
 */
export class AppAuth extends Construct {
  readonly userPool: UserPool;
  /** Password sign-in, refresh and the API's password re-check (infra/auth-clients.ts). */
  readonly client: UserPoolClient;
  /** The API's SignUp only: no sign-in flow, so it never issues a token. */
  readonly registrationClient: UserPoolClient;
  /** The hosted-UI social sign-in, only on stages that configure a provider. */
  readonly socialClient: UserPoolClient | undefined;
  readonly socialProviders: readonly SocialProvider[];
  readonly oauthDomain: string | undefined;
  /** Every Cognito trigger's function: their errors fail sign-up or sign-in (infra/alarms.ts). */
  readonly triggerFunctions: AppFunction[] = [];

  /** The issuer (`iss`) of the pool's tokens; its key set is at <issuer>/.well-known/jwks.json. */
  get issuer(): string {
    return `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
  }

  constructor(scope: Construct, id: string, config: StageConfig) {
    super(scope, id);
    this.userPool = new UserPool(this, 'Users', {
      selfSignUpEnabled: true,
      // UsernameAttributes [email, phone_number]. Changing them replaces the pool
      // (docs/decisions/accounts-and-sessions.md, "Phone sign-in").
      signInAliases: { email: true, phone: true },
      signInCaseSensitive: false,
      // Our API e-mails its own verification link and texts its own codes; Cognito's stay off.
      autoVerify: { email: false, phone: false },
      // Cognito sends no text, so it needs no SNS role (CDK adds one for a phone sign-in name).
      enableSmsRole: false,
      accountRecovery: AccountRecovery.NONE,
      // Neither is required: an account made by phone has no e-mail, one made by e-mail no phone.
      standardAttributes: {
        email: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      customAttributes: {
        user_type: new StringAttribute({ minLen: 1, maxLen: 32, mutable: false }),
      },
      // Product decision (spec): "Password should be 8 characters or longer", no composition rules.
      passwordPolicy: {
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: Mfa.OFF,
      featurePlan: FeaturePlan.LITE,
      deletionProtection: config.retain,
      removalPolicy: config.removalPolicy,
    });
    acknowledge(
      this.userPool,
      'COG1',
      'Product decision: length over composition, 8 characters minimum and no character-class rules (spec section 8).',
    );
    acknowledge(
      this.userPool,
      'COG2',
      'MFA is not part of the product yet (spec has no second factor); the local stand-in has no MFA either.',
    );
    acknowledge(
      this.userPool,
      'COG8',
      'Lite plan chosen for cost: groups, triggers, password auth and social federation are all that the app uses; threat protection (Plus) is not justified at launch. Revisit with traffic.',
    );

    for (const role of roles) this.userPool.addGroup(role, { groupName: role });
    this.addTriggers(config);

    const social = addSocialSignIn(this, this.userPool, config);
    this.socialProviders = config.socialProviders;
    this.oauthDomain = social.oauthDomain;
    const tokens = {
      generateSecret: false,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    };
    this.client = this.addAppClient('WebClient', appClients.web, {
      ...tokens,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      disableOAuth: true,
    });
    this.registrationClient = this.addAppClient('RegistrationClient', appClients.registration, {
      ...tokens,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      disableOAuth: true,
    });
    this.socialClient = social.oauthDomain
      ? this.addAppClient('SocialClient', appClients.social, {
          ...tokens,
          // The providers alone: password sign-in stays on the web client.
          supportedIdentityProviders: social.clientProviders.filter(
            (provider) => provider !== UserPoolClientIdentityProvider.COGNITO,
          ),
          oAuth: {
            flows: { authorizationCodeGrant: true },
            // No aws.cognito.signin.user.admin: its access tokens cannot write attributes.
            scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
            callbackUrls: [`${config.appUrl}/`],
            logoutUrls: [`${config.appUrl}/`],
          },
        })
      : undefined;
    for (const provider of social.providers) this.socialClient?.node.addDependency(provider);
    // Read by bin/create-first-super-admin.ts (stable key, not the hashed logical id).
    new CfnOutput(this, 'UserPoolId', { key: 'UserPoolId', value: this.userPool.userPoolId });
  }

  /** The ID tokens the API accepts: those of the clients that sign people in. */
  get signInClientIds(): string[] {
    return [this.client, this.socialClient]
      .filter((client) => client !== undefined)
      .map((client) => client.userPoolClientId);
  }

  /**
   * An app client whose write list and sign-in flows are exactly those of its definition
   * (infra/auth-clients.ts), set on the template itself: CDK adds ALLOW_REFRESH_TOKEN_AUTH to
   * any flow list and cannot say "refresh only", and its attribute mask has no custom prefix.
   */
  private addAppClient(
    id: string,
    definition: AppClientDefinition,
    props: UserPoolClientOptions,
  ): UserPoolClient {
    const client = this.userPool.addClient(id, props);
    const cfn = client.node.defaultChild as CfnUserPoolClient;
    cfn.explicitAuthFlows = [...definition.authFlows];
    cfn.writeAttributes = [...definition.writeAttributes];
    return client;
  }

  /**
   * Cognito triggers. Each grant is a separate inline policy on the exact pool ARN: in the
   * function's default policy it would make the pool (which names the function) and the
   * function (which waits for its policy) depend on each other.
   */
  private addTriggers(config: StageConfig): void {
    this.addTrigger(config, {
      id: 'PostConfirmation',
      operation: UserPoolOperation.POST_CONFIRMATION,
      entry: 'lambdas/triggers/post-confirmation.ts',
      description: 'Cognito post-confirmation: joins the group of the chosen user type',
      actions: ['cognito-idp:AdminAddUserToGroup'],
    });
    this.addTrigger(config, {
      id: 'PreSignUp',
      operation: UserPoolOperation.PRE_SIGN_UP,
      entry: 'lambdas/triggers/pre-sign-up.ts',
      description: 'Cognito pre-sign-up: links a first social sign-in to the account of its e-mail',
      actions: ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser'],
    });
  }

  /**
   * Phone sign-in: Cognito's custom challenge (ExplicitAuthFlows ALLOW_CUSTOM_AUTH on the web
   * client), answered with the API's one-time sign-in ticket. Define and create decide and
   * describe the one challenge and touch nothing, so they get no grant at all; verify redeems
   * the ticket (a conditional delete), so it gets the table's write grant and setting.
   */
  addPhoneSignIn(config: StageConfig, data: AppData): void {
    for (const [id, operation, entry, description] of [
      [
        'DefineAuthChallenge',
        UserPoolOperation.DEFINE_AUTH_CHALLENGE,
        'define-auth-challenge',
        'a phone sign-in is one challenge, answered once',
      ],
      [
        'CreateAuthChallenge',
        UserPoolOperation.CREATE_AUTH_CHALLENGE,
        'create-auth-challenge',
        'asks for the sign-in ticket',
      ],
      [
        'VerifyAuthChallenge',
        UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE,
        'verify-auth-challenge',
        'redeems the sign-in ticket',
      ],
    ] as const) {
      const fn = new AppFunction(this, id, {
        entry: `lambdas/triggers/${entry}.ts`,
        description: `Cognito ${entry}: ${description}`,
        config,
      });
      if (entry === 'verify-auth-challenge') fn.bindTable(data, 'write');
      this.userPool.addTrigger(operation, fn.fn);
      this.triggerFunctions.push(fn);
    }
  }

  /**
   * The failed sign-in limit (rate-limits 'sign-in'): pre-authentication counts an attempt and
   * refuses past the limit, post-authentication takes a success back. Needs the table, so the
   * stack calls it once data exists. Cognito's own lockout of repeated failures stays on too.
   */
  addSignInLimit(config: StageConfig, data: AppData): void {
    for (const [id, operation, entry, description] of [
      [
        'PreAuthentication',
        UserPoolOperation.PRE_AUTHENTICATION,
        'pre-authentication',
        'refuses a user past the failed sign-in limit',
      ],
      [
        'PostAuthentication',
        UserPoolOperation.POST_AUTHENTICATION,
        'post-authentication',
        'a sign-in that succeeded is not a failed attempt',
      ],
    ] as const) {
      const fn = new AppFunction(this, id, {
        entry: `lambdas/triggers/${entry}.ts`,
        description: `Cognito ${entry}: ${description}`,
        config,
      });
      fn.bindTable(data, 'write');
      this.userPool.addTrigger(operation, fn.fn);
      this.triggerFunctions.push(fn);
    }
  }

  private addTrigger(
    config: StageConfig,
    trigger: {
      id: string;
      operation: UserPoolOperation;
      entry: string;
      description: string;
      actions: string[];
    },
  ): void {
    const fn = new AppFunction(this, trigger.id, {
      entry: trigger.entry,
      description: trigger.description,
      config,
    });
    this.userPool.addTrigger(trigger.operation, fn.fn);
    this.triggerFunctions.push(fn);
    const grant = new Policy(this, `${trigger.id}Grant`, {
      statements: [
        new PolicyStatement({ actions: trigger.actions, resources: [this.userPool.userPoolArn] }),
      ],
    });
    fn.role.attachInlinePolicy(grant);
  }
}
