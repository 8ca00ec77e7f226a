import fs from 'node:fs';
import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {scriptHash} from '../../scripts/lib/serving/inline-scripts';
import {chooseEncoding, createStaticServer} from '../../scripts/lib/static-server';
import {rawRequest} from './lib/raw-http';

/**
 * The production server (scripts/lib/static-server.ts) on loopback, against a small build made
 * here: what it answers to ordinary and hostile requests, and the headers it sends.
 */

const INLINE_SCRIPT = 'document.documentElement.dataset.theme="light"';
const PAGE = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>${INLINE_SCRIPT}</script>` +
  `<script type="application/ld+json">{"@type":"WebSite"}</script></head><body>${title.repeat(80)}</body></html>`;

function writeBuild(root: string): void {
  const files: Record<string, string> = {
    'index.html': PAGE('Home'),
    '404.html': PAGE('Page Not Found'),
    'docs.html': PAGE('Docs'),
    'docs/guide.html': PAGE('Guide'),
    'docs/section/index.html': PAGE('Section'),
    'assets/js/main.0a1b2c3d.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'assets/js/main.0a1b2c3d.js.map': '{"version":3}',
    'search-index.json': JSON.stringify({documents: Array.from({length: 50}, (_, i) => ({id: i}))}),
    'docs/guide.md': '# Guide\n',
    'llms.txt': '# Mynah Docs\n',
    _redirects: '# moved pages\n/docs/old-guide /docs/guide 301\n',
    _headers: '/*\n  X-Test: 1\n',
    '.env': 'SECRET=1\n',
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text);
  }
  // As scripts/finish-build.ts leaves them: the page and the script also exist precompressed.
  for (const name of ['index.html', 'assets/js/main.0a1b2c3d.js']) {
    const raw = fs.readFileSync(path.join(root, name));
    fs.writeFileSync(path.join(root, `${name}.br`), zlib.brotliCompressSync(raw));
    fs.writeFileSync(path.join(root, `${name}.gz`), zlib.gzipSync(raw));
  }
}

let root: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'mynah-serve-'));
  writeBuild(root);
  server = createStaticServer({root});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, {recursive: true, force: true});
});

const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(port, target, {method, headers});

/** 200 request targets an attacker or a broken link might send, built from a few families. */
function hostileTargets(): string[] {
  const targets = new Set<string>();
  const escapes = ['%zz', '%', '%E0%A4%A', '%C0%AF', '%ff', '%u0041', '%%', '%2', '%G0', '%E2%82'];
  for (const escape of escapes) {
    targets.add(`/${escape}`);
    targets.add(`/docs/${escape}`);
    targets.add(`/docs/save-50${escape}off`);
    targets.add(`/assets/js/${escape}.js`);
  }
  const traversals = [
    '/../package.json',
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/docs/../../etc/passwd',
    '/docs/%2e%2e/%2e%2e/package.json',
    '/..\\..\\windows\\win.ini',
    '/%5c..%5c..%5cetc%5cpasswd',
    '/./docs',
    '/docs/./guide',
    '/assets/../_redirects',
    '/.env',
    '/%2eenv',
    '/docs/.%2e/.%2e/.env',
  ];
  for (const traversal of traversals) {
    targets.add(traversal);
    targets.add(`${traversal}?q=1`);
  }
  for (const nul of ['%00', '%00.html', '%00/', '%0d%0aSet-Cookie:%20x=1', '%0a', '%7f']) {
    targets.add(`/${nul}`);
    targets.add(`/docs/guide${nul}`);
    targets.add(`/index.html${nul}`);
  }
  for (const length of [2049, 5000, 20_000]) {
    targets.add(`/${'a'.repeat(length)}`);
    targets.add(`/docs/${'%41'.repeat(Math.ceil(length / 3))}`);
    targets.add(`/${'/'.repeat(length)}`);
    targets.add(`/docs/${'x/'.repeat(length / 2)}`);
  }
  for (const slash of ['%2f', '%2F', '%5c', '%5C', '%252f']) {
    targets.add(`/docs${slash}guide`);
    targets.add(`/${slash}127.0.0.1:4310/__health`);
    targets.add(`/${slash}${slash}evil.example`);
  }
  const hosts = ['127.0.0.1:4310/__health', 'evil.example', 'evil.example/docs', '@evil.example', 'evil.example%2f..'];
  for (const host of hosts) {
    for (const prefix of ['//', '///', '/.//', '/\\', '/\\\\', '/%2f/', '//./', '/..//']) {
      targets.add(`${prefix}${host}`);
      targets.add(`${prefix}${host}/`);
    }
  }
  for (const count of [2, 3, 10, 100, 1000]) {
    const slashes = '/'.repeat(count);
    targets.add(`${slashes}docs${slashes}guide${slashes}`);
    targets.add(`/docs${slashes}`);
    targets.add(`${slashes}index.html`);
  }
  const odd = [
    '/docs/guide.html/',
    '/docs/guide/index/index.html',
    '/docs/section/index.html/',
    '/index/index/index',
    '/404',
    '/404.html',
    '/_redirects',
    '/_headers',
    '/assets/js/main.0a1b2c3d.js.map',
    '/assets/js/main.0a1b2c3d.js.br',
    '/index.html.gz',
    '/docs/guide?%zz',
    '/docs/guide?next=//evil.example',
    '/docs/guide#fragment',
    '*',
    'http://evil.example/',
    'evil.example:80',
    '/%F0%9F%90%A6',
    '/docs/%F0%9F%90%A6.html',
    '/docs/ space',
    '/docs/\ttab',
    '/docs/guide.HTML',
    '/DOCS/GUIDE',
    '/docs/guide;jsessionid=1',
    '/docs/guide%3F.html',
    '/docs/guide%23x',
    '/docs/%2e%2e%2f',
  ];
  for (const target of odd) targets.add(target);
  return [...targets];
}

/** A Location stays on this origin: a path starting with exactly one slash and no backslash. */
function staysOnOrigin(location: string): boolean {
  return location.startsWith('/') && !location.startsWith('//') && !location.includes('\\');
}

describe('static server: hostile request targets', () => {
  const targets = hostileTargets();

  it('has 200 of them', () => {
    expect(targets.length).toBeGreaterThanOrEqual(200);
  });

  it('answers each with a client status or a same-origin redirect, never a crash', async () => {
    const failures: string[] = [];
    for (const target of targets) {
      const response = await get(target);
      const label = `${target.slice(0, 60)}${target.length > 60 ? `… (${target.length} chars)` : ''}`;
      if (response.status >= 500) failures.push(`${label}: ${response.status}`);
      if (response.status === 200 && !response.headers['content-security-policy']) {
        failures.push(`${label}: 200 without security headers`);
      }
      const location = response.headers.location;
      if (location !== undefined && !staysOnOrigin(location)) failures.push(`${label}: Location ${location}`);
      if ([301, 302, 307, 308].includes(response.status) && location === undefined) {
        failures.push(`${label}: redirect without Location`);
      }
    }
    expect(failures).toEqual([]);
    expect((await get('/')).status).toBe(200);
  }, 120_000);

  it.each([
    ['/%zz', 400],
    ['/docs/%E0%A4%A', 400],
    ['/docs/save-50%off', 400],
    ['/docs%2fguide', 400],
    ['/%00', 400],
    ['/docs/../../etc/passwd', 400],
    ['/.//127.0.0.1:4310/__health/', 400],
    [`/${'a'.repeat(20_000)}`, 431],
    [`/${'a'.repeat(3000)}`, 414],
    ['/_redirects', 404],
    ['/_headers', 404],
    ['/.env', 404],
    ['/assets/js/main.0a1b2c3d.js.map', 404],
    ['/index.html.gz', 404],
    ['/404', 404],
    ['/docs/missing', 404],
  ])('answers %#: %i', async (target, status) => {
    expect((await get(target)).status).toBe(status);
  });

  it('collapses repeated slashes with one redirect to the same origin', async () => {
    for (const [target, location] of [
      ['//evil.example/', '/evil.example'],
      ['///evil.example', '/evil.example'],
      ['/docs//guide', '/docs/guide'],
      ['//docs///section//', '/docs/section'],
      [`/${'/'.repeat(15_000).slice(0, 2000)}`, '/'],
    ]) {
      const response = await get(target);
      expect(response.status, target).toBe(301);
      expect(response.headers.location, target).toBe(location);
    }
  });
});

describe('static server: pages, redirects and HTTP', () => {
  it('serves clean URLs and redirects legacy suffixes and trailing slashes', async () => {
    expect((await get('/docs/guide')).body).toContain('Guide');
    expect((await get('/docs/section')).body).toContain('Section');
    for (const [target, location] of [
      ['/docs/guide.html', '/docs/guide'],
      ['/docs/section/index', '/docs/section'],
      ['/docs/section/index.html', '/docs/section'],
      ['/docs/guide/', '/docs/guide'],
      ['/index.html', '/'],
      ['/docs/guide.html?q=bot', '/docs/guide?q=bot'],
      ['/docs/old-guide', '/docs/guide'],
    ]) {
      const response = await get(target);
      expect(response.status, target).toBe(301);
      expect(response.headers.location, target).toBe(location);
    }
  });

  it('answers a missing page with the 404 page, never cached', async () => {
    const response = await get('/docs/missing');
    expect(response.status).toBe(404);
    expect(response.body).toContain('Page Not Found');
    expect(response.headers['cache-control']).toBe('no-store');
    const asset = await get('/assets/js/missing.0000.js');
    expect(asset.status).toBe(404);
    expect(asset.headers['cache-control']).toBe('no-store');
  });

  it('refuses methods other than GET and HEAD with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS']) {
      const response = await get('/', {}, method);
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
      expect(response.body, method).toBe('');
    }
    const head = await get('/docs/guide', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('caches by kind: hashed assets immutable, pages revalidated', async () => {
    expect((await get('/assets/js/main.0a1b2c3d.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/docs/guide')).headers['cache-control']).toBe('no-cache');
    expect((await get('/search-index.json')).headers['cache-control']).toBe('no-cache');
  });

  it('sends validators and answers a matching If-None-Match with 304', async () => {
    const first = await get('/docs/guide');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get('/docs/guide', {'If-None-Match': first.headers.etag});
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-security-policy']).toBeTruthy();
  });

  it('sends the precompressed file the client accepts, honouring q-values', async () => {
    expect((await get('/', {'Accept-Encoding': 'gzip, deflate, br'})).headers['content-encoding']).toBe('br');
    expect((await get('/', {'Accept-Encoding': 'br;q=0, gzip'})).headers['content-encoding']).toBe('gzip');
    expect((await get('/', {'Accept-Encoding': 'identity'})).headers['content-encoding']).toBeUndefined();
    expect((await get('/', {'Accept-Encoding': 'gzip;q=0'})).headers['content-encoding']).toBeUndefined();
    expect((await get('/', {'Accept-Encoding': 'br'})).headers.vary).toBe('Accept-Encoding');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('gzip;q=0.9, br;q=0.5')).toBe('gzip');
  });

  it('neither honours nor advertises Range', async () => {
    const response = await get('/docs/guide', {Range: 'bytes=0-9'});
    expect(response.status).toBe(200);
    expect(response.headers['accept-ranges']).toBeUndefined();
    expect(response.headers['content-range']).toBeUndefined();
  });

  it('labels Markdown, text, JSON and scripts with their types and charset', async () => {
    expect((await get('/docs/guide.md')).headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect((await get('/llms.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await get('/search-index.json')).headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await get('/assets/js/main.0a1b2c3d.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('/docs/guide')).headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('static server: security headers', () => {
  it('sends them on pages, assets, redirects and errors alike', async () => {
    for (const target of ['/', '/assets/js/main.0a1b2c3d.js', '/docs/guide.html', '/docs/missing', '/%zz']) {
      const {headers} = await get(target);
      expect(headers['x-content-type-options'], target).toBe('nosniff');
      expect(headers['x-frame-options'], target).toBe('DENY');
      expect(headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], target).toBe('same-origin');
      expect(headers['permissions-policy'], target).toContain('camera=()');
      expect(headers['content-security-policy'], target).toContain("frame-ancestors 'none'");
      // Plain HTTP: no HSTS.
      expect(headers['strict-transport-security'], target).toBeUndefined();
    }
  });

  it("allows the build's inline script by its hash, and no inline script without one", async () => {
    const policy = (await get('/')).headers['content-security-policy'];
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toContain(`'${scriptHash(INLINE_SCRIPT)}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    // The JSON-LD block is data, not a script: it needs no hash.
    expect(scriptSrc?.match(/'sha256-/g)).toHaveLength(1);
  });
});
