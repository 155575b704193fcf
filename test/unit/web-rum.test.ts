import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RumConfig } from '../../web/src/lib/client-config';

type Rum = typeof import('../../web/src/lib/rum');

const config: RumConfig = {
  appMonitorId: '11111111-2222-3333-4444-555555555555',
  identityPoolId: 'af-south-1:66666666-7777-8888-9999-000000000000',
  region: 'af-south-1',
  sessionSampleRate: 1,
};

/** A stand-in for the aws-rum-web chunk that records how the client was made. */
function fakeModule() {
  const made: unknown[][] = [];
  class AwsRum {
    constructor(...args: unknown[]) {
      made.push(args);
    }
  }
  return { made, load: vi.fn(async () => ({ AwsRum }) as unknown as typeof import('aws-rum-web')) };
}

describe('CloudWatch RUM in the SPA', () => {
  let rum: Rum;
  beforeEach(async () => {
    vi.resetModules(); // `started` is per page load: a fresh module per test
    rum = await import('../../web/src/lib/rum');
  });

  it('loads nothing when the config names no monitor (local runs, stages without RUM)', async () => {
    const { load } = fakeModule();
    expect(await rum.startRum(undefined, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('starts one client, without cookies, from the identity pool', async () => {
    const { load, made } = fakeModule();
    expect(await rum.startRum(config, load)).toBe(true);
    expect(await rum.startRum(config, load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(1);
    const [id, , region, options] = made[0]! as [string, string, string, Record<string, unknown>];
    expect(id).toBe(config.appMonitorId);
    expect(region).toBe('af-south-1');
    expect(options).toMatchObject({
      identityPoolId: config.identityPoolId,
      endpoint: 'https://dataplane.rum.af-south-1.amazonaws.com',
      allowCookies: false,
      disableAutoPageView: true,
      sessionSampleRate: 1,
    });
    expect(options.guestRoleArn).toBeUndefined();
    expect([...(options.telemetries as string[])].sort()).toEqual([
      'errors',
      'http',
      'performance',
    ]);
  });

  it('records page views by route pattern, the one shown before start included', async () => {
    const viewed: string[] = [];
    class AwsRum {
      recordPageView(pageId: string) {
        viewed.push(pageId);
      }
    }
    const load = async () => ({ AwsRum }) as unknown as typeof import('aws-rum-web');
    rum.recordRumPageView('/find_job');
    rum.recordRumPageView('/cv/:id');
    await rum.startRum(config, load);
    rum.recordRumPageView('/jobs/:id');
    expect(viewed).toEqual(['/cv/:id', '/jobs/:id']);
  });

  it('swallows a chunk that fails to load or a client that throws', async () => {
    const failing = vi.fn(async () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    await expect(rum.startRum(config, failing)).resolves.toBe(false);
  });
});
