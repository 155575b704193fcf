import { RemovalPolicy } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { loadStageConfig } from '../../infra/stage-config.js';

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
    expect(loadStageConfig('prod').removalPolicy).toBe(RemovalPolicy.RETAIN);
    expect(loadStageConfig('staging').retain).toBe(true);
    expect(loadStageConfig('prod', { retain: false }).retain).toBe(false);
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
    expect(loadStageConfig('prod').rum).toBe(false);
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
