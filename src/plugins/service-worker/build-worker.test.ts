import {describe, expect, it} from 'vitest';
import {renderWorker, shellAssets, workerVersion} from './build-worker';
import {offlinePageHtml} from './offline-page';

describe('shellAssets', () => {
  it('lists the stylesheets and the scripts named in #page-scripts of a minified page, once each', () => {
    const html =
      '<!doctype html><html><head><link rel=stylesheet href=/assets/css/styles.5edb4a3a.css />' +
      '<link rel=preload as=image href=/img/logo.svg /><script>inline()</script>' +
      '<script src=https://www.googletagmanager.com/gtag/js async></script></head><body>' +
      '<script id=page-scripts type=application/json>["/assets/js/runtime~main.b7e93a5a.js",' +
      '"/assets/js/main.cf3915c7.js","/assets/js/32391.fd7a0729.js","/assets/js/main.cf3915c7.js"]</script>' +
      '<script>load()</script></body></html>';
    expect(shellAssets(html)).toEqual([
      '/assets/css/styles.5edb4a3a.css',
      '/assets/js/runtime~main.b7e93a5a.js',
      '/assets/js/main.cf3915c7.js',
      '/assets/js/32391.fd7a0729.js',
    ]);
  });

  it('lists no script of a page without the list', () => {
    expect(shellAssets('<html><head><script src=/assets/js/main.js defer></script></head></html>')).toEqual([]);
  });
});

describe('workerVersion', () => {
  const pages = [
    {path: 'index.html', content: '<p>home</p>'},
    {path: 'docs/a.html', content: '<p>a</p>'},
  ];

  it('is the same for the same build, whatever the file order', () => {
    expect(workerVersion(pages, 'worker')).toBe(workerVersion([...pages].reverse(), 'worker'));
    expect(workerVersion(pages, 'worker')).toMatch(/^[0-9a-f]{12}$/);
  });

  it('changes when a page, a page name or the worker changes', () => {
    const base = workerVersion(pages, 'worker');
    expect(workerVersion([pages[0], {path: 'docs/a.html', content: '<p>b</p>'}], 'worker')).not.toBe(base);
    expect(workerVersion([pages[0], {path: 'docs/b.html', content: '<p>a</p>'}], 'worker')).not.toBe(base);
    expect(workerVersion(pages, 'worker v2')).not.toBe(base);
  });
});

describe('renderWorker', () => {
  it('sets the configuration before the worker source runs', () => {
    const out = renderWorker(
      {version: 'abc', shell: ['/offline'], offlinePage: '/offline', cachePrefix: 'x-'},
      'run();',
    );
    expect(out).toBe(
      'self.__MYNAH_SW__ = {"version":"abc","shell":["/offline"],"offlinePage":"/offline","cachePrefix":"x-"};\nrun();',
    );
  });
});

describe('offlinePageHtml', () => {
  it('is a noindex page that names the site and reads the stored colour mode', () => {
    const html = offlinePageHtml({
      siteTitle: 'Docs & Co',
      storageType: 'localStorage',
      themeKey: 'theme-1',
      pagesCache: 'p',
    });
    expect(html).toContain('<title>You are offline | Docs &amp; Co</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('getItem("theme-1")');
    expect(html).toContain('caches.open("p")');
  });
});
