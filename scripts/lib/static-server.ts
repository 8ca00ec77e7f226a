import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import {env} from '../../config/env';
import {readSearchConfig} from '../../config/search';
import {securityHeaders, serviceOrigins} from '../../config/security-headers';
import {buildScriptHashes} from './serving/inline-scripts';
import {readRequestTarget} from './serving/request-path';

/**
 * A production-like host for the built site. Files are looked up and sent by sirv (a file table
 * read once at start, so a request costs one map lookup); around it this module adds what the
 * spec and a real host need: clean URLs with 301s from `.html`, `/index` and trailing slashes,
 * 400 for malformed paths, 405 for methods other than GET and HEAD, the 404 page with status 404,
 * Cache-Control per kind of file, and the security headers of config/security-headers.ts.
 * Text files are sent as the build precompressed them (`x.br`, `x.gz`; scripts/finish-build.ts).
 */

export type StaticServerOptions = {root: string; port: number; host?: string};

/** Types sirv's table gets wrong or leaves without a charset. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const CACHE = {
  /** Hashed file names: a changed file gets a new name, so a copy never goes stale. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and unhashed files: kept, but checked with the server (ETag) before each use. */
  revalidate: 'no-cache',
  /** Errors and the 404 page: a hole a cache kept would outlive the fix. */
  none: 'no-store',
} as const;

/** Files of the build that are for the host, not for readers: `_redirects`, `_headers`, source maps. */
function isInternal(decoded: string): boolean {
  const name = decoded.slice(decoded.lastIndexOf('/') + 1);
  return name.startsWith('_') || name.startsWith('.') || /\.(map|br|gz)$/i.test(name);
}

/** Reads `_redirects` ("from to [status]" lines, as CONTRIBUTING.md describes) from the build folder. */
export function readRedirects(root: string): Map<string, {to: string; status: number}> {
  const file = path.join(root, '_redirects');
  const map = new Map<string, {to: string; status: number}>();
  if (!fs.existsSync(file)) return map;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) continue;
    map.set(from, {to, status: Number(status ?? 301)});
  }
  return map;
}

/**
 * The one encoding to send, honouring q-values ("br;q=0" refuses brotli). sirv only looks for the
 * words, so the header is rewritten to the choice before sirv reads it.
 */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | '' {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').slice(0, 256).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0 && weightOf('br') >= weightOf('gzip')) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return '';
}

type NotFoundPage = {raw: Buffer; br?: Buffer; gzip?: Buffer};

function readNotFoundPage(root: string): NotFoundPage {
  const file = path.join(root, '404.html');
  const raw = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.from('<!doctype html><title>Not found</title>');
  const optional = (name: string) => (fs.existsSync(name) ? fs.readFileSync(name) : undefined);
  return {raw, br: optional(`${file}.br`), gzip: optional(`${file}.gz`)};
}

/** The headers every response gets, computed once from the build and the configuration. */
export function siteSecurityHeaders(root: string): Record<string, string> {
  return securityHeaders({
    scriptHashes: buildScriptHashes(root),
    origins: serviceOrigins(env, readSearchConfig()),
    https: false,
  });
}

export function createStaticServer({root}: Pick<StaticServerOptions, 'root'>): http.Server {
  const absoluteRoot = path.resolve(root);
  const redirects = readRedirects(absoluteRoot);
  const notFoundPage = readNotFoundPage(absoluteRoot);
  const headersForAll = siteSecurityHeaders(absoluteRoot);

  function sendEmpty(res: http.ServerResponse, status: number, extra: http.OutgoingHttpHeaders = {}): void {
    res.writeHead(status, {'Cache-Control': CACHE.none, 'Content-Length': 0, ...extra});
    res.end();
  }

  function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse): void {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const encoded = encoding === 'br' ? notFoundPage.br : encoding === 'gzip' ? notFoundPage.gzip : undefined;
    const body = encoded ?? notFoundPage.raw;
    res.writeHead(404, {
      'Content-Type': TYPES['.html'],
      'Content-Length': body.length,
      'Cache-Control': CACHE.none,
      Vary: 'Accept-Encoding',
      ...(encoded ? {'Content-Encoding': encoding} : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const serveFile = sirv(absoluteRoot, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    dotfiles: false,
    onNoMatch: sendNotFound,
    setHeaders(res, pathname) {
      const extension = path.posix.extname(pathname).toLowerCase();
      // Extensionless paths are clean page URLs: sirv found `x.html` or `x/index.html`.
      const type = extension === '' ? TYPES['.html'] : TYPES[extension];
      if (type) res.setHeader('Content-Type', type);
    },
  });

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headersForAll)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendEmpty(res, 405, {Allow: 'GET, HEAD'});
      return;
    }
    const verdict = readRequestTarget(req.url ?? '/');
    if (verdict.kind === 'reject') {
      sendEmpty(res, verdict.status);
      return;
    }
    if (verdict.kind === 'redirect') {
      sendEmpty(res, 301, {Location: verdict.location});
      return;
    }
    const moved = redirects.get(verdict.pathname);
    if (moved && moved.to.startsWith('/') && !moved.to.startsWith('//')) {
      sendEmpty(res, moved.status, {Location: moved.to});
      return;
    }
    // `/404` is the not-found page's own path: it answers 404 like any other missing page.
    if (isInternal(verdict.decoded) || verdict.pathname === '/404') {
      sendNotFound(req, res);
      return;
    }
    req.headers['accept-encoding'] = chooseEncoding(req.headers['accept-encoding']);
    // Ranges are not supported (and not advertised): every answer is the whole file.
    delete req.headers.range;
    res.setHeader('Cache-Control', verdict.pathname.startsWith('/assets/') ? CACHE.immutable : CACHE.revalidate);
    serveFile(req, res);
  });
}

export function startStaticServer(options: StaticServerOptions): Promise<http.Server> {
  const server = createStaticServer(options);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
