import {describe, expect, it} from 'vitest';
import {readPageHead, type PageHead} from '../../scripts/lib/seo/page-head';
import {imageSize} from '../../scripts/lib/seo/image-size';
import {
  canonicalUrl,
  checkPages,
  checkRobots,
  checkSitemap,
  robotsAllows,
  parseRobots,
  sitemapLocs,
  type BuiltPage,
} from '../../scripts/lib/seo/rules';

const SITE = 'https://docs.example.test';
const CARD = `${SITE}/img/card.png`;
const cardSize = () => ({type: 'png' as const, width: 1200, height: 630});

function head(path: string, overrides: Partial<PageHead> = {}): PageHead {
  const url = canonicalUrl(SITE, path);
  return {
    title: `Title of ${path}`,
    description: `Description of ${path}`,
    canonical: url,
    robots: null,
    ogTitle: `Title of ${path}`,
    ogDescription: `Description of ${path}`,
    ogUrl: url,
    ogImage: CARD,
    twitterCard: 'summary_large_image',
    twitterImage: CARD,
    ...overrides,
  };
}
const page = (path: string, overrides: Partial<PageHead> = {}): BuiltPage => ({path, head: head(path, overrides)});

describe('readPageHead', () => {
  it('reads minified HTML with unquoted attributes, and only name= for robots', () => {
    const html =
      '<!doctype html><html lang=en><head><title data-rh=true>A | Site</title>' +
      '<meta data-rh=true name=description content="One line."/><meta property=robots content=noindex>' +
      '<link rel=canonical href=https://x.test/a /><meta property=og:url content=https://x.test/a />' +
      '<meta name=twitter:card content=summary_large_image /></head><body><title>not me</title></body></html>';
    expect(readPageHead(html)).toMatchObject({
      title: 'A | Site',
      description: 'One line.',
      robots: null,
      canonical: 'https://x.test/a',
      ogUrl: 'https://x.test/a',
      twitterCard: 'summary_large_image',
    });
  });
});

describe('imageSize', () => {
  it('reads PNG and JPEG dimensions', () => {
    const png = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    png.writeUInt32BE(1200, 16);
    png.writeUInt32BE(630, 20);
    expect(imageSize(png)).toEqual({type: 'png', width: 1200, height: 630});
    // SOI, an APP0 segment of 4 bytes, then SOF0 with height 630 and width 1200.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x02, 0x76, 0x04, 0xb0, 3, 0]);
    expect(imageSize(jpeg)).toEqual({type: 'jpeg', width: 1200, height: 630});
    expect(imageSize(Buffer.from('<svg/>'))).toBeNull();
  });
});

describe('checkPages', () => {
  it('passes a well-formed site', () => {
    expect(checkPages([page('/'), page('/docs/a'), page('/404', {robots: 'noindex'})], SITE, cardSize)).toEqual([]);
  });

  it('finds missing and duplicate titles and descriptions', () => {
    const problems = checkPages(
      [page('/a', {title: 'Same'}), page('/b', {title: 'Same'}), page('/c', {description: null, ogDescription: null})],
      SITE,
      cardSize,
    );
    expect(problems).toContain('/c: no meta description');
    expect(problems).toContain('title "Same" is shared by /a, /b');
  });

  it('wants canonical and og:url to be SITE_URL plus the clean path', () => {
    const problems = checkPages([page('/a', {canonical: `${SITE}/a/`, ogUrl: `${SITE}/a.html`})], SITE, cardSize);
    expect(problems).toEqual([
      `/a: canonical is ${SITE}/a/, expected ${SITE}/a`,
      `/a: og:url is ${SITE}/a.html, expected ${SITE}/a`,
    ]);
  });

  it('wants noindex on exactly the non-public pages', () => {
    expect(checkPages([page('/offline'), page('/docs/a', {robots: 'noindex'})], SITE, cardSize)).toEqual([
      '/offline: must carry <meta name="robots" content="noindex">',
      '/docs/a: is marked noindex ("noindex") but is a public page',
    ]);
  });

  it('checks the social card: large card, absolute image of the build, 1200×630', () => {
    const problems = checkPages(
      [page('/a', {twitterCard: 'summary', ogImage: '/img/card.png', twitterImage: `${SITE}/img/small.png`})],
      SITE,
      (p) => (p === '/img/small.png' ? {type: 'png', width: 400, height: 400} : null),
    );
    expect(problems).toEqual([
      '/a: twitter:card is summary',
      `/a: og:image /img/card.png is not an absolute URL on ${SITE}`,
      '/a: twitter:image is 400×400, expected 1200×630',
    ]);
  });
});

describe('checkSitemap', () => {
  const pages = [page('/'), page('/docs/a'), page('/offline', {robots: 'noindex'})];

  it('passes when it lists every public page once', () => {
    const xml = `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/docs/a</loc></url></urlset>`;
    expect(checkSitemap(sitemapLocs(xml), pages, SITE)).toEqual([]);
  });

  it('reports duplicates, extra and missing URLs', () => {
    const locs = [`${SITE}/docs/a`, `${SITE}/docs/a`, `${SITE}/offline`];
    expect(checkSitemap(locs, pages, SITE)).toEqual([
      `sitemap lists ${SITE}/docs/a 2 times`,
      `sitemap lists ${SITE}/offline, which is not a public page of the build`,
      `sitemap misses ${SITE}/`,
    ]);
  });
});

describe('robots.txt', () => {
  it('applies the longest matching rule', () => {
    const {rules} = parseRobots('User-agent: *\nDisallow: /docs/\nAllow: /docs/public\n');
    expect(robotsAllows(rules, '/docs/private')).toBe(false);
    expect(robotsAllows(rules, '/docs/public/page')).toBe(true);
    expect(robotsAllows(rules, '/api')).toBe(true);
  });

  it('must not block public pages and must point to the sitemap', () => {
    const pages = [page('/docs/a'), page('/diagnostics/crash', {robots: 'noindex'})];
    expect(
      checkRobots(`User-agent: *\nAllow: /\nDisallow: /diagnostics/\n\nSitemap: ${SITE}/sitemap.xml\n`, pages, SITE),
    ).toEqual([]);
    expect(checkRobots('User-agent: *\nDisallow: /docs\n', pages, SITE)).toEqual([
      `robots.txt does not point to ${SITE}/sitemap.xml`,
      'robots.txt blocks public pages: /docs/a',
    ]);
  });
});
