import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { prodSettings } from './prod-settings.js';
import { functionsByRoute, resourcesOf, synthStage } from './synth-stage.js';

// A prod-like stage with both providers, as a deployer would configure it in cdk.json.
const { template, config } = synthStage({
  stage: 'prod',
  overrides: {
    ...prodSettings,
    googleClientId: 'client.apps.googleusercontent.com',
    googleSecretName: 'marketplace/prod/google',
    facebookAppId: '1234567890',
    facebookSecretName: 'marketplace/prod/facebook',
  },
});

describe('social sign-in, when the stage config gives it', { timeout: 60_000 }, () => {
  it('adds Google and Facebook with secrets resolved at deploy, never written in the template', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderDetails: Match.objectLike({
        client_id: 'client.apps.googleusercontent.com',
        client_secret: '{{resolve:secretsmanager:marketplace/prod/google:SecretString:::}}',
      }),
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Facebook',
      ProviderDetails: Match.objectLike({
        client_secret: '{{resolve:secretsmanager:marketplace/prod/facebook:SecretString:::}}',
      }),
    });
  });

  it('lets the social app client use them through the hosted domain, back to the app origin', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: config.authDomainPrefix,
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['Google', 'Facebook'],
      AllowedOAuthFlows: ['code'],
      CallbackURLs: [`${config.appUrl}/`],
    });
  });

  it('tells the SPA which buttons to show and where the hosted domain is', () => {
    const clientConfig = functionsByRoute(template).get('GET /api/config')!;
    const env = clientConfig.fn.Properties!.Environment.Variables;
    expect(env.SOCIAL_PROVIDERS).toBe('Google,Facebook');
    expect(env.OAUTH_DOMAIN).toBe(
      `${config.authDomainPrefix}.auth.${config.region}.amazoncognito.com`,
    );
    const policy = Object.values(
      resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy'),
    )[0]!;
    const csp = JSON.stringify(
      policy.Properties!.ResponseHeadersPolicyConfig.SecurityHeadersConfig,
    );
    expect(csp).toContain(`https://${env.OAUTH_DOMAIN}`);
  });
});

describe('a stage with its own domain', () => {
  it('serves the app URL with the certificate and a TLS 1.2 floor', () => {
    const cdn = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]!;
    const { Aliases, ViewerCertificate } = cdn.Properties!.DistributionConfig;
    expect(Aliases).toEqual([new URL(prodSettings.appUrl).host]);
    expect(ViewerCertificate).toMatchObject({
      AcmCertificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });
});

describe('a retained stage', () => {
  it('keeps its table and user pool when the stack goes', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
    for (const [id, bucket] of Object.entries(resourcesOf(template, 'AWS::S3::Bucket'))) {
      expect((bucket as { DeletionPolicy?: string }).DeletionPolicy, id).toBe('Retain');
    }
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });
});
