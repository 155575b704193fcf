import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RumConfig } from '../../web/src/lib/client-config';

type Rum = typeof import('../../web/src/lib/rum');

const config: RumConfig = {
  appMonitorId: '11111111-2222-3333-4444-555555555555',
  region: 'af-south-1',
  sessionSampleRate: 1,
};

type RumModule = typeof import('../../web/src/lib/rum-client');

/** Stand-ins for the plugin classes of the slim client, named as it names them. */
const plugins = Object.fromEntries(
  [
    'JsErrorPlugin',
    'NavigationPlugin',
    'ResourcePlugin',
    'WebVitalsPlugin',
    'FetchPlugin',
    'XhrPlugin',
  ].map((name) => [name, { [name]: class {} }[name]!]),
);

/** A stand-in for the RUM client's chunk that records how the client was made. */
function fakeModule() {
  const made: unknown[][] = [];
  class AwsRum {
    constructor(...args: unknown[]) {
      made.push(args);
    }
  }
  return {
    made,
    load: vi.fn(async () => ({ AwsRum, ...plugins }) as unknown as RumModule),
  };
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

  it('starts one client, unsigned and without cookies, with the plugins of three telemetries', async () => {
    const { load, made } = fakeModule();
    expect(await rum.startRum(config, load)).toBe(true);
    expect(await rum.startRum(config, load)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(1);
    const [id, , region, options] = made[0]! as [string, string, string, Record<string, unknown>];
    expect(id).toBe(config.appMonitorId);
    expect(region).toBe('af-south-1');
    expect(options).toMatchObject({
      endpoint: 'https://dataplane.rum.af-south-1.amazonaws.com',
      signing: false,
      allowCookies: false,
      disableAutoPageView: true,
      sessionSampleRate: 1,
    });
    expect(options.identityPoolId).toBeUndefined();
    // errors; performance (navigation, resources, web vitals); http (fetch only: no XHR is made).
    expect((options.eventPluginsToLoad as object[]).map((p) => p.constructor.name).sort()).toEqual([
      'FetchPlugin',
      'JsErrorPlugin',
      'NavigationPlugin',
      'ResourcePlugin',
      'WebVitalsPlugin',
    ]);
  });

  it('records page views by route pattern, the one shown before start included', async () => {
    const viewed: string[] = [];
    class AwsRum {
      recordPageView(pageId: string) {
        viewed.push(pageId);
      }
    }
    const load = async () => ({ AwsRum, ...plugins }) as unknown as RumModule;
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
