import type {PageHead} from './page-head';
import type {ImageSize} from './image-size';

/**
 * What search engines and link previews must find in the build (issue 10, part 3). Pure functions
 * over facts read from the build, so each rule is unit-tested on small inputs (tests/unit/seo-rules.test.ts).
 */

export type BuiltPage = {path: string; head: PageHead};

/**
 * Pages that exist for readers but not for search engines: they carry `noindex` and stay out of the
 * sitemap. `/search` itself is a public page (the way into search); its result views, `/search?q=…`,
 * add noindex in the browser (src/theme/SearchPage), and are not files of the build.
 */
const NOINDEX_PATHS: (string | RegExp)[] = ['/404', '/offline', /^\/diagnostics(\/|$)/];

export const SOCIAL_IMAGE = {width: 1200, height: 630};

export function isNoindexPath(path: string): boolean {
  return NOINDEX_PATHS.some((p) => (typeof p === 'string' ? p === path : p.test(path)));
}

/** SITE_URL plus the page's clean path: no trailing slash (but for the root), no `.html`. */
export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/$/, '')}${path}`;
}

function duplicates(pages: BuiltPage[], key: (p: BuiltPage) => string | null, what: string): string[] {
  const seen = new Map<string, string[]>();
  for (const page of pages) {
    const value = key(page);
    if (value) seen.set(value, [...(seen.get(value) ?? []), page.path]);
  }
  return [...seen]
    .filter(([, paths]) => paths.length > 1)
    .map(([value, paths]) => `${what} "${value.slice(0, 80)}" is shared by ${paths.join(', ')}`);
}

/**
 * Every page: a title and a description, both unique across the site; noindex exactly on the pages
 * meant to have it. Every public page: canonical and og:url equal to SITE_URL + path, and a social card.
 * `readImage` answers the size of a site path's image, or null when the build has no such image.
 */
export function checkPages(
  pages: BuiltPage[],
  siteUrl: string,
  readImage: (sitePath: string) => ImageSize | null,
): string[] {
  const problems: string[] = [];
  const origin = siteUrl.replace(/\/$/, '');
  for (const {path, head} of pages) {
    const at = (message: string) => problems.push(`${path}: ${message}`);
    if (!head.title) at('no <title>');
    if (!head.description?.trim()) at('no meta description');
    const noindex = /\bnoindex\b/i.test(head.robots ?? '');
    if (isNoindexPath(path) && !noindex) at('must carry <meta name="robots" content="noindex">');
    if (!isNoindexPath(path) && noindex) at(`is marked noindex ("${head.robots}") but is a public page`);
    // Canonical URLs and link previews concern public pages; not-found and offline are never shared.
    if (isNoindexPath(path)) continue;
    const expected = canonicalUrl(siteUrl, path);
    if (head.canonical !== expected) at(`canonical is ${head.canonical ?? 'missing'}, expected ${expected}`);
    if (head.ogUrl !== expected) at(`og:url is ${head.ogUrl ?? 'missing'}, expected ${expected}`);
    if (!head.ogTitle) at('no og:title');
    if (head.ogDescription !== head.description) at('og:description differs from the meta description');
    if (head.twitterCard !== 'summary_large_image') at(`twitter:card is ${head.twitterCard ?? 'missing'}`);
    for (const [name, url] of [
      ['og:image', head.ogImage],
      ['twitter:image', head.twitterImage],
    ] as const) {
      if (!url) {
        at(`no ${name}`);
        continue;
      }
      if (!url.startsWith(`${origin}/`)) {
        at(`${name} ${url} is not an absolute URL on ${origin}`);
        continue;
      }
      const size = readImage(url.slice(origin.length));
      if (!size) at(`${name} ${url} is not a PNG or JPEG file of the build`);
      else if (size.width !== SOCIAL_IMAGE.width || size.height !== SOCIAL_IMAGE.height)
        at(`${name} is ${size.width}×${size.height}, expected ${SOCIAL_IMAGE.width}×${SOCIAL_IMAGE.height}`);
    }
  }
  problems.push(...duplicates(pages, (p) => p.head.title, 'title'));
  problems.push(...duplicates(pages, (p) => p.head.description, 'description'));
  return problems;
}

/** The <loc> values of a sitemap (URLs are plain ASCII here; entities are decoded for safety). */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) =>
    m[1]
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"'),
  );
}

/** The sitemap lists every indexable page exactly once, and nothing else. */
export function checkSitemap(locs: string[], pages: BuiltPage[], siteUrl: string): string[] {
  const problems: string[] = [];
  const expected = new Set(pages.filter((p) => !isNoindexPath(p.path)).map((p) => canonicalUrl(siteUrl, p.path)));
  const counts = new Map<string, number>();
  for (const loc of locs) counts.set(loc, (counts.get(loc) ?? 0) + 1);
  for (const [loc, n] of counts) {
    if (n > 1) problems.push(`sitemap lists ${loc} ${n} times`);
    if (!expected.has(loc)) problems.push(`sitemap lists ${loc}, which is not a public page of the build`);
  }
  for (const url of expected) if (!counts.has(url)) problems.push(`sitemap misses ${url}`);
  return problems;
}

type RobotsRule = {allow: boolean; path: string};

/** The rules of the `User-agent: *` group and the Sitemap lines of a robots.txt. */
export function parseRobots(text: string): {rules: RobotsRule[]; sitemaps: string[]; hasWildcardGroup: boolean} {
  const rules: RobotsRule[] = [];
  const sitemaps: string[] = [];
  let inWildcard = false;
  let hasWildcardGroup = false;
  let lastWasAgent = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, field, value] = match;
    const key = field.toLowerCase();
    if (key === 'sitemap') {
      sitemaps.push(value);
      continue;
    }
    if (key === 'user-agent') {
      // Consecutive User-agent lines share one group.
      inWildcard = (lastWasAgent && inWildcard) || value === '*';
      hasWildcardGroup ||= value === '*';
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (inWildcard && (key === 'allow' || key === 'disallow') && value)
      rules.push({allow: key === 'allow', path: value});
  }
  return {rules, sitemaps, hasWildcardGroup};
}

/** Whether crawlers may fetch a path: the longest matching rule wins, Allow on a tie (RFC 9309). */
export function robotsAllows(rules: RobotsRule[], path: string): boolean {
  const matching = rules.filter((r) => path.startsWith(r.path));
  if (matching.length === 0) return true;
  const longest = Math.max(...matching.map((r) => r.path.length));
  return matching.some((r) => r.path.length === longest && r.allow);
}

/** robots.txt lets crawlers reach every public page and points to the sitemap on SITE_URL. */
export function checkRobots(text: string, pages: BuiltPage[], siteUrl: string): string[] {
  const problems: string[] = [];
  const {rules, sitemaps, hasWildcardGroup} = parseRobots(text);
  if (!hasWildcardGroup) problems.push('robots.txt has no "User-agent: *" group');
  const sitemap = `${siteUrl.replace(/\/$/, '')}/sitemap.xml`;
  if (!sitemaps.includes(sitemap)) problems.push(`robots.txt does not point to ${sitemap}`);
  const blocked = pages.filter((p) => !isNoindexPath(p.path) && !robotsAllows(rules, p.path)).map((p) => p.path);
  if (blocked.length) problems.push(`robots.txt blocks public pages: ${blocked.slice(0, 10).join(', ')}`);
  return problems;
}
