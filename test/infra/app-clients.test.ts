import { describe, expect, it } from 'vitest';
import { appClients } from '../../infra/auth-clients.js';
import { prodSettings } from './prod-settings.js';
import { functionsByRoute, resourcesOf, synthStage } from './synth-stage.js';

/**
 * Which app client may write what (docs/decisions/accounts-and-sessions.md), and sign in how
 * (infra/auth-clients.ts). The web client writes no attribute the app owns; only the registration
 * client, which signs nobody in, writes what SignUp sends; the social client alone runs the
 * hosted-UI flow.
 */
function clientsOf(template: ReturnType<typeof synthStage>['template']) {
  const clients = resourcesOf(template, 'AWS::Cognito::UserPoolClient');
  const find = (name: string) =>
    Object.entries(clients).find(([logicalId]) => logicalId.includes(name));
  return { clients, find };
}

describe('app clients without social sign-in', { timeout: 60_000 }, () => {
  const { template } = synthStage();
  const { clients, find } = clientsOf(template);

  it('has the web and registration clients, with exactly their write lists and flows', () => {
    expect(Object.keys(clients)).toHaveLength(2);
    const web = find('WebClient')![1].Properties!;
    expect(web.WriteAttributes).toEqual(['zoneinfo']);
    expect(web.ExplicitAuthFlows).toEqual([
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_ADMIN_USER_PASSWORD_AUTH',
      'ALLOW_CUSTOM_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
    expect(web.AllowedOAuthFlowsUserPoolClient).toBe(false);

    const registration = find('RegistrationClient')![1].Properties!;
    expect(registration.WriteAttributes).toEqual(['email', 'phone_number', 'custom:user_type']);
    expect(registration.ExplicitAuthFlows).toEqual(['ALLOW_REFRESH_TOKEN_AUTH']);
    expect(registration.AllowedOAuthFlowsUserPoolClient).toBe(false);
    expect(registration.AllowedOAuthFlows).toBeUndefined();
  });

  it('writes no attribute the app owns through the web client', () => {
    for (const owned of [
      'email',
      'email_verified',
      'phone_number',
      'phone_number_verified',
      'custom:user_type',
    ])
      expect(appClients.web.writeAttributes).not.toContain(owned);
  });

  it('signs up through the registration client, and accepts tokens of the web client only', () => {
    const [registrationId] = find('RegistrationClient')!;
    const [webId] = find('WebClient')!;
    const register = functionsByRoute(template).get('POST /api/auth/register')!;
    const env = register.fn.Properties!.Environment.Variables;
    expect(env.REGISTRATION_CLIENT_ID).toEqual({ Ref: registrationId });
    const [authorizer] = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Authorizer'));
    expect(authorizer!.Properties!.JwtConfiguration.Audience).toEqual([{ Ref: webId }]);
  });
});

describe('app clients with social sign-in', { timeout: 60_000 }, () => {
  const { template } = synthStage({
    stage: 'prod',
    overrides: {
      ...prodSettings,
      googleClientId: 'client.apps.googleusercontent.com',
      googleSecretName: 'marketplace/prod/google',
    },
  });
  const { clients, find } = clientsOf(template);

  it('runs the hosted-UI flow on a social client whose tokens cannot write attributes', () => {
    expect(Object.keys(clients)).toHaveLength(3);
    const [socialId, social] = find('SocialClient')!;
    const props = social.Properties!;
    expect(props.AllowedOAuthFlows).toEqual(['code']);
    expect(props.AllowedOAuthScopes).not.toContain('aws.cognito.signin.user.admin');
    expect(props.SupportedIdentityProviders).toEqual(['Google']);
    expect(props.WriteAttributes).toEqual(['email', 'email_verified']);
    expect(props.ExplicitAuthFlows).toEqual(['ALLOW_REFRESH_TOKEN_AUTH']);

    const web = find('WebClient')![1].Properties!;
    expect(web.AllowedOAuthFlowsUserPoolClient).toBe(false);
    expect(web.WriteAttributes).toEqual(['zoneinfo']);

    const [webId] = find('WebClient')!;
    const [authorizer] = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Authorizer'));
    expect(authorizer!.Properties!.JwtConfiguration.Audience).toEqual([
      { Ref: webId },
      { Ref: socialId },
    ]);
    const config = functionsByRoute(template).get('GET /api/config')!;
    expect(config.fn.Properties!.Environment.Variables.SOCIAL_CLIENT_ID).toEqual({
      Ref: socialId,
    });
  });
});
