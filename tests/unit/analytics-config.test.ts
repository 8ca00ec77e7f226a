import {afterEach, describe, expect, it, vi} from 'vitest';

/**
 * Page-view analytics is the classic preset's gtag plugin, which sends one page_view per
 * location change; the site's part is to turn it on only with GTAG_ID and with IP anonymisation.
 */
async function gtagOptions(gtagId: string | undefined) {
  vi.resetModules();
  vi.stubEnv('GTAG_ID', gtagId ?? '');
  const {default: config} = await import('../../docusaurus.config');
  const [, options] = config.presets[0] as [string, {gtag?: unknown}];
  return options.gtag;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('page-view analytics', () => {
  it('is off without GTAG_ID', async () => {
    expect(await gtagOptions(undefined)).toBeUndefined();
  });

  it('is on with GTAG_ID, with IP anonymisation', async () => {
    expect(await gtagOptions('G-TEST123')).toEqual({trackingID: 'G-TEST123', anonymizeIP: true});
  });
});

describe('the gtag client module the preset installs', () => {
  it('sends one page_view per location change, and none for the first page (gtag config sends that)', async () => {
    vi.useFakeTimers();
    const gtag = vi.fn();
    vi.stubGlobal('window', {gtag});
    const {default: clientModule} = await import('@docusaurus/plugin-google-gtag/lib/gtag.js');
    const onRouteDidUpdate = clientModule.onRouteDidUpdate!;
    const at = (pathname: string, hash = '') => ({pathname, search: '', hash, state: undefined, key: pathname + hash});
    onRouteDidUpdate({location: at('/docs'), previousLocation: null});
    onRouteDidUpdate({location: at('/docs/a'), previousLocation: at('/docs')});
    onRouteDidUpdate({location: at('/docs/a', '#x'), previousLocation: at('/docs/a')});
    onRouteDidUpdate({location: at('/docs/a', '#x'), previousLocation: at('/docs/a', '#x')});
    vi.runAllTimers();
    expect(gtag.mock.calls.filter(([, name]) => name === 'page_view')).toHaveLength(2);
    expect(gtag.mock.calls.filter(([kind]) => kind === 'set').map(([, , path]) => path)).toEqual([
      '/docs/a',
      '/docs/a#x',
    ]);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});
