/**
 * The security headers of every response, from one place. Three outputs read this module:
 * the local production server (scripts/lib/static-server.ts), the `_headers` file written into
 * build/ for static hosts that read one (scripts/finish-build.ts), and the nginx snippet in the
 * README (`npm run headers:nginx` prints it; tests/unit/security-headers.test.ts keeps the README's
 * copy equal to it). So the three cannot drift apart.
 *
 * The Content-Security-Policy allows the site's own origin, the inline scripts of the built HTML
 * by their SHA-256 hashes (computed from build/, never written by hand), and a third-party origin
 * only when the service behind it is configured.
 */
import type {SiteEnv} from './env';

/** The hosted services the pages talk to, as far as the build's configuration says. */
export type ServiceOrigins = {
  /** The chat provider's origins (widget script host and provider): the widget, page-context calls, panel iframe. */
  chat: string[];
  /** Where doc-page feedback votes and Ask AI votes are posted (origins; same-site paths need none). */
  feedback: string[];
  /** The ask server (Ask AI answerer `llm`). */
  askServer: string | null;
  /** Search analytics events (SEARCH_ANALYTICS_ENDPOINT). */
  searchAnalytics: string | null;
  /** Algolia search (SEARCH_PROVIDER=algolia). */
  algolia: boolean;
  /** Google Analytics 4 (GTAG_ID). */
  analytics: boolean;
};

export type SecurityHeaderInput = {
  /** `sha256-…` sources for the inline scripts of the built pages. */
  scriptHashes: readonly string[];
  origins: ServiceOrigins;
  /** True where the site is served over HTTPS: adds HSTS and upgrade-insecure-requests. */
  https: boolean;
};

const ALGOLIA_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];
const GTAG_SCRIPT = 'https://www.googletagmanager.com';
const GA_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', GTAG_SCRIPT];

/** The origin of an absolute http(s) URL; null for a same-site path or nothing. */
export function originOf(url: string | null | undefined): string | null {
  if (!url || url.startsWith('/')) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function unique(values: (string | null | false)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/** Which third-party origins the configured services need. */
export function serviceOrigins(
  site: SiteEnv,
  search: {provider: string; analyticsEndpoint: string | null},
): ServiceOrigins {
  const feedback = [originOf(site.feedbackUrl), originOf(site.ask.feedbackUrl)].filter(
    (origin): origin is string => origin !== null,
  );
  return {
    chat: unique([originOf(site.chat.widgetUrl), originOf(site.chat.origin)]),
    feedback: [...new Set(feedback)],
    askServer: originOf(site.ask.endpoint),
    searchAnalytics: originOf(search.analyticsEndpoint),
    algolia: search.provider === 'algolia',
    analytics: Boolean(site.gtagId),
  };
}

export function contentSecurityPolicy({scriptHashes, origins, https}: SecurityHeaderInput): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      unique(["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...origins.chat, origins.analytics && GTAG_SCRIPT]),
    ],
    // React writes style attributes and the Ask AI screen and Mermaid add <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', ...origins.chat, ...(origins.analytics ? GA_ORIGINS : [])])],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      unique([
        "'self'",
        ...origins.chat,
        ...origins.feedback,
        origins.askServer,
        origins.searchAnalytics,
        ...(origins.algolia ? ALGOLIA_ORIGINS : []),
        ...(origins.analytics ? GA_ORIGINS : []),
      ]),
    ],
    ['frame-src', unique(["'self'", ...origins.chat])],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** The headers every response carries (pages, assets, errors alike). */
export function securityHeaders(input: SecurityHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  // Only over HTTPS: browsers ignore it on plain HTTP, and a local server must not pin localhost.
  if (input.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * The `_headers` file of static hosts that read one ("path pattern" line, then indented
 * "Name: value" lines). Static hosts serve over HTTPS, so HSTS is included.
 */
export function headersFile(input: Omit<SecurityHeaderInput, 'https'>): string {
  const lines = ['# Written by scripts/finish-build.ts from config/security-headers.ts; do not edit.', '/*'];
  for (const [name, value] of Object.entries(securityHeaders({...input, https: true}))) {
    lines.push(`  ${name}: ${value}`);
  }
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  return `${lines.join('\n')}\n`;
}

/** Where finish-build writes the nginx headers file inside build/ (internal: never served). */
export const NGINX_HEADERS_FILE = '_nginx-headers.conf';

/**
 * The nginx `add_header` lines (with the build's CSP), written into build/ at build time because
 * the script hashes change with the build. `always` adds them to error responses too.
 */
export function nginxHeaders(input: Omit<SecurityHeaderInput, 'https'>): string {
  const lines = ['# Written by scripts/finish-build.ts from config/security-headers.ts; do not edit.'];
  for (const [name, value] of Object.entries(securityHeaders({...input, https: true}))) {
    lines.push(`add_header ${name} "${value}" always;`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The nginx server-block part the README documents (`npm run headers:nginx` prints it). nginx
 * drops server-level add_header lines in a location that has its own, so every location includes
 * the headers file next to its Cache-Control.
 */
export function nginxServerSnippet(root = '/srv/mynah-docs/build'): string {
  const include = `include ${root}/${NGINX_HEADERS_FILE};`;
  return `root ${root};
absolute_redirect off;
gzip_static on;
# brotli_static on;  # with the ngx_brotli module: build/ has a .br file beside every text file
error_page 404 /404.html;

if ($request_method !~ ^(GET|HEAD)$) { return 405; }
# Legacy suffixes and trailing slashes: a 301 to the clean path ($uri has its slashes merged).
rewrite ^/index(\\.html)?$ / permanent;
rewrite ^(/.+?)(/index)?\\.html$ $1 permanent;
rewrite ^(/.+?)/index$ $1 permanent;
rewrite ^(/.+?)/+$ $1 permanent;

location ~ (^|/)_|\\.map$ { return 404; }
location = /404 { return 404; }
location /assets/ {
  ${include}
  add_header Cache-Control "public, max-age=31536000, immutable" always;
  try_files $uri =404;
}
location = /404.html {
  internal;
  ${include}
  add_header Cache-Control "no-store" always;
}
location / {
  ${include}
  add_header Cache-Control "no-cache" always;
  try_files $uri $uri.html $uri/index.html =404;
}
`;
}
