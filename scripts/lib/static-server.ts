import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {canonicalPath} from '../../src/utils/canonical-path';

/**
 * A small production-like static host for the built site: clean URLs (`/docs/x`
 * serves `docs/x.html`), 301s from legacy `.html` and `/index` paths, the site's
 * 404 page with status 404, long caching for hashed assets, and gzip or brotli
 * compression as a real CDN would send (Lighthouse measures transfer sizes).
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.yaml': 'application/yaml; charset=utf-8',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json|yaml)|image\/svg)/;

export type StaticServerOptions = {root: string; port: number; host?: string};

type Encoded = {body: Buffer; encoding?: 'br' | 'gzip'};

function resolveFile(root: string, pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname);
  const candidates = clean === '/' ? ['index.html'] : [clean, `${clean}.html`, path.posix.join(clean, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root)) continue; // no escaping the build folder
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
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

export function createStaticServer({root}: Pick<StaticServerOptions, 'root'>): http.Server {
  const absoluteRoot = path.resolve(root);
  const cache = new Map<string, Encoded>();
  const redirects = readRedirects(absoluteRoot);

  function encode(file: string, accept: string): Encoded {
    const raw = fs.readFileSync(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    if (!COMPRESSIBLE.test(type) || raw.length < 512) return {body: raw};
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
    if (!encoding) return {body: raw};
    // Keyed by modification time too, so a rebuilt (or replaced) file is never answered from memory.
    const key = `${encoding}:${file}:${fs.statSync(file).mtimeMs}`;
    let hit = cache.get(key);
    if (!hit) {
      const body =
        encoding === 'br'
          ? zlib.brotliCompressSync(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 9}})
          : zlib.gzipSync(raw, {level: 9});
      hit = {body, encoding};
      cache.set(key, hit);
    }
    return hit;
  }

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const target = redirects.get(canonicalPath(url.pathname))?.to ?? canonicalPath(url.pathname);
    if (target !== url.pathname) {
      res.writeHead(301, {Location: `${target}${url.search}`});
      res.end();
      return;
    }
    const file = resolveFile(absoluteRoot, url.pathname);
    const status = file ? 200 : 404;
    const served = file ?? path.join(absoluteRoot, '404.html');
    const type = TYPES[path.extname(served)] ?? 'application/octet-stream';
    const {body, encoding} = encode(served, String(req.headers['accept-encoding'] ?? ''));
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': type,
      'Content-Length': body.length,
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

export function startStaticServer(options: StaticServerOptions): Promise<http.Server> {
  const server = createStaticServer(options);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}
