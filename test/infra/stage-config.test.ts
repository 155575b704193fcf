import { RemovalPolicy, Token } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { loadStageConfig } from '../../infra/stage-config.js';
import { prodSettings } from './prod-settings.js';

describe('the stage config', () => {
  it('refuses to synth without a stage, saying how to give one', () => {
    expect(() => loadStageConfig(undefined)).toThrow(/-c stage=NAME/);
    expect(() => loadStageConfig('')).toThrow(/-c stage=NAME/);
  });

  it('defaults to Cape Town and throwaway resources for a dev stage', () => {
    const dev = loadStageConfig('dev');
    expect(dev.region).toBe('af-south-1');
    expect(dev.retain).toBe(false);
    expect(dev.removalPolicy).toBe(RemovalPolicy.DESTROY);
    expect(dev.socialProviders).toEqual([]);
  });

  it('retains the data of prod-like stages unless told otherwise', () => {
    expect(loadStageConfig('prod', prodSettings).removalPolicy).toBe(RemovalPolicy.RETAIN);
    expect(loadStageConfig('staging', prodSettings).retain).toBe(true);
    expect(loadStageConfig('prod', { retain: false }).retain).toBe(false);
  });

  it('refuses a retained stage with any placeholder, naming every setting to set', () => {
    const attempt = () => loadStageConfig('prod');
    for (const setting of [
      'appUrl',
      'certificateArn',
      'mailFrom',
      'contactInbox',
      'alarmEmail',
      'sms.originationArn',
    ])
      expect(attempt).toThrow(
        new RegExp(`\\n  ${setting.replace('.', '\\.')}: required on a retained stage`),
      );
    // A retain: true stage of any name, and a reserved domain set by hand, are refused alike.
    expect(() =>
      loadStageConfig('qa', { ...prodSettings, retain: true, mailFrom: 'a@x.example' }),
    ).toThrow(/mailFrom: required on a retained stage/);
    expect(() =>
      loadStageConfig('prod', { ...prodSettings, appUrl: 'https://www.example.com' }),
    ).toThrow(/appUrl: required/);
    // Leasing a real number is as good as naming an identity; the simulator is not.
    const { sms: _sms, ...withoutSms } = prodSettings;
    expect(
      loadStageConfig('prod', {
        ...withoutSms,
        sms: { isoCountryCode: 'ZM', numberType: 'LONG_CODE' },
      }).sms.numberType,
    ).toBe('LONG_CODE');
    expect(() => loadStageConfig('prod', withoutSms)).toThrow(/sms\.originationArn/);
    expect(loadStageConfig('prod', prodSettings).appUrl).toBe(prodSettings.appUrl);
  });

  it('lets a throwaway stage go without a domain: it answers on its CloudFront address', () => {
    const dev = loadStageConfig('dev');
    expect(dev.ownDomain).toBe(false);
    expect(Token.isUnresolved(dev.appUrl)).toBe(true);
    const own = loadStageConfig('dev', { appUrl: 'https://dev.caregivers.co.zm' });
    expect(own).toMatchObject({ ownDomain: true, appUrl: 'https://dev.caregivers.co.zm' });
    expect(() => loadStageConfig('dev', { certificateArn: prodSettings.certificateArn })).toThrow(
      /certificateArn needs appUrl/,
    );
  });

  it('leaves CloudFront access logs off unless a stage turns them on', () => {
    expect(loadStageConfig('dev').cdnLogs).toBe(false);
    expect(loadStageConfig('dev', { cdnLogs: true }).cdnLogs).toBe(true);
  });

  it('turns each social provider on only with both its id and its secret name', () => {
    const both = loadStageConfig('dev', {
      googleClientId: 'id.apps.googleusercontent.com',
      googleSecretName: 'marketplace/google',
      facebookAppId: '123',
      facebookSecretName: 'marketplace/facebook',
    });
    expect(both.socialProviders).toEqual(['Google', 'Facebook']);
    expect(() => loadStageConfig('dev', { googleClientId: 'id' })).toThrow(/googleSecretName/);
    expect(() => loadStageConfig('dev', { facebookSecretName: 'x' })).toThrow(/facebookAppId/);
  });

  it('leaves CloudWatch RUM off unless a stage turns it on', () => {
    expect(loadStageConfig('dev').rum).toBe(false);
    expect(loadStageConfig('prod', prodSettings).rum).toBe(false);
    expect(loadStageConfig('dev', { rum: true }).rum).toBe(true);
    expect(() => loadStageConfig('dev', { rum: 'yes' })).toThrow(/rum/);
  });

  it('names every invalid setting, and refuses unknown ones', () => {
    const attempt = () =>
      loadStageConfig('dev', {
        appUrl: 'http://app.example/path',
        mailFrom: 'nope',
        colour: 'red',
      });
    expect(attempt).toThrow(/appUrl/);
    expect(attempt).toThrow(/mailFrom/);
    expect(attempt).toThrow(/colour/);
    expect(() => loadStageConfig('Bad_Name')).toThrow(/stage/);
  });
});
