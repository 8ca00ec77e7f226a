/**
 * Checks what search engines and link previews see in the production build (README "Checks"):
 * unique titles and descriptions, canonical URLs, noindex pages, robots.txt, the sitemap and the
 * social cards. The sitemap's URLs are also requested from the production-like server, so a URL the
 * host would redirect or not serve fails too.
 * Usage: tsx scripts/check-seo.ts [--dir build]
 */
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {env} from '../config/env';
import {builtPaths} from './lib/required-routes';
import {startStaticServer} from './lib/static-server';
import {readPageHead} from './lib/seo/page-head';
import {imageSize} from './lib/seo/image-size';
import {checkPages, checkRobots, checkSitemap, sitemapLocs, type BuiltPage} from './lib/seo/rules';

const dirIndex = process.argv.indexOf('--dir');
const buildDir = path.resolve(dirIndex > -1 ? process.argv[dirIndex + 1] : 'build');
const siteUrl = env.siteUrl.replace(/\/$/, '');

function htmlFile(pagePath: string): string {
  if (pagePath === '/') return path.join(buildDir, 'index.html');
  const direct = path.join(buildDir, `${pagePath}.html`);
  return fs.existsSync(direct) ? direct : path.join(buildDir, pagePath, 'index.html');
}

function readBuild(): BuiltPage[] {
  // builtPaths leaves out the not-found page; it is served for every unknown path, so it is checked too.
  return [...builtPaths(buildDir), '/404'].map((pagePath) => ({
    path: pagePath,
    head: readPageHead(fs.readFileSync(htmlFile(pagePath), 'utf8')),
  }));
}

function readImage(sitePath: string) {
  const file = path.join(buildDir, decodeURIComponent(sitePath));
  if (!file.startsWith(buildDir) || !fs.existsSync(file)) return null;
  return imageSize(fs.readFileSync(file));
}

/** Each URL must answer 200 itself: a redirect or the not-found page means it is not what the host serves. */
async function checkServed(urls: string[]): Promise<string[]> {
  const server = await startStaticServer({root: buildDir, port: 0});
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const problems: string[] = [];
  try {
    for (const url of urls) {
      const response = await fetch(origin + url.slice(siteUrl.length), {method: 'HEAD', redirect: 'manual'});
      if (response.status !== 200) problems.push(`${url} is listed but the server answers ${response.status}`);
    }
  } finally {
    server.close();
  }
  return problems;
}

async function main() {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}: run npm run build first.`);
    process.exit(1);
  }
  const pages = readBuild();
  const robots = path.join(buildDir, 'robots.txt');
  const sitemap = path.join(buildDir, 'sitemap.xml');
  const locs = fs.existsSync(sitemap) ? sitemapLocs(fs.readFileSync(sitemap, 'utf8')) : [];
  const images = [...new Set(pages.map((p) => p.head.ogImage).filter((u): u is string => !!u))];

  const sections: [string, string[]][] = [
    ['pages (titles, descriptions, canonical, noindex, social cards)', checkPages(pages, siteUrl, readImage)],
    [
      'robots.txt',
      fs.existsSync(robots) ? checkRobots(fs.readFileSync(robots, 'utf8'), pages, siteUrl) : ['robots.txt is missing'],
    ],
    ['sitemap.xml', fs.existsSync(sitemap) ? checkSitemap(locs, pages, siteUrl) : ['sitemap.xml is missing']],
    ['served by the host', await checkServed([...new Set([...locs, ...images])])],
  ];

  let failed = 0;
  for (const [name, problems] of sections) {
    console.log(`${problems.length ? '✗' : '✓'} ${name}${problems.length ? `: ${problems.length} problem(s)` : ''}`);
    for (const problem of problems.slice(0, 40)) console.log(`    ${problem}`);
    if (problems.length > 40) console.log(`    … and ${problems.length - 40} more`);
    failed += problems.length;
  }
  console.log(`SEO check: ${pages.length} pages, ${locs.length} sitemap URLs, social image(s) ${images.join(', ')}`);
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
