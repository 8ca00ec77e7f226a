/**
 * Pagefind, the static search Starlight ships, as the peer in the search bench (issue 27). It indexes
 * the same built pages as the local index, with the navbar, sidebar, table of contents, breadcrumbs,
 * pager and footer excluded, and answers queries in Chromium through its own pagefind.js.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Page} from 'playwright-core';

/** Where the bench writes Pagefind's files inside the build it serves; removed afterwards. */
export const PAGEFIND_DIR = '_pagefind-bench';

const EXCLUDED = [
  'nav',
  'footer',
  '.theme-doc-sidebar-container',
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.pagination-nav',
];

async function htmlOf(buildDir: string, route: string): Promise<string | null> {
  const rel = route.replace(/^\//, '');
  for (const candidate of rel ? [`${rel}.html`, path.join(rel, 'index.html')] : ['index.html']) {
    const file = path.join(buildDir, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return fs.promises.readFile(file, 'utf8');
  }
  return null;
}

/** Indexes the given routes of the build with Pagefind; returns the seconds it took and the page count. */
export async function buildPagefindIndex(
  buildDir: string,
  routes: string[],
): Promise<{seconds: number; pages: number}> {
  const started = performance.now();
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({excludeSelectors: EXCLUDED});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  let pages = 0;
  for (const route of routes) {
    const content = await htmlOf(buildDir, route);
    if (content === null) continue;
    await index.addHTMLFile({url: route, content});
    pages++;
  }
  const outputPath = path.join(buildDir, PAGEFIND_DIR);
  fs.rmSync(outputPath, {recursive: true, force: true});
  await index.writeFiles({outputPath});
  await pagefind.close();
  return {seconds: (performance.now() - started) / 1000, pages};
}

export function removePagefindIndex(buildDir: string): void {
  fs.rmSync(path.join(buildDir, PAGEFIND_DIR), {recursive: true, force: true});
}

/** The gzip size of the files behind same-origin URLs, read from the build (files Pagefind already compressed count as they are, plus gzip's framing). */
export function gzipBytesOf(buildDir: string, urls: string[]): number {
  let total = 0;
  for (const url of new Set(urls)) {
    const {pathname} = new URL(url);
    let file = path.join(buildDir, decodeURIComponent(pathname));
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (fs.existsSync(`${file}.html`)) file = `${file}.html`;
      else continue;
    }
    total += zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
  }
  return total;
}

/**
 * Answers `queries` with Pagefind in `page` (already on the bench server's origin): the ranked page
 * paths per query, and the URLs fetched from loading Pagefind through the first query's first five
 * results (what its UI shows first).
 */
export async function pagefindSearch(
  page: Page,
  queries: string[],
): Promise<{ranked: string[][]; firstQueryUrls: string[]}> {
  const fetched: string[] = [];
  const onRequest = (request: {url(): string}): void => {
    fetched.push(request.url());
  };
  page.on('request', onRequest);
  // A string, not a function: the TypeScript runner would add helpers the page does not have.
  await page.evaluate(`(async () => {
    window.__pagefind = await import('/${PAGEFIND_DIR}/pagefind.js');
    await window.__pagefind.options({});
    window.__pagefindQuery = async (q, n) => {
      const search = await window.__pagefind.search(q);
      const data = await Promise.all(search.results.slice(0, n).map((r) => r.data()));
      return data.map((d) => d.url);
    };
  })()`);
  await page.evaluate(`window.__pagefindQuery(${JSON.stringify(queries[0] ?? '')}, 5)`);
  page.off('request', onRequest);
  // All queries in one round trip, eight at a time: a round trip per query costs more than the search.
  const urls = (await page.evaluate(`(async () => {
    const queries = ${JSON.stringify(queries)};
    const out = new Array(queries.length);
    let next = 0;
    const worker = async () => {
      while (next < queries.length) {
        const i = next++;
        out[i] = await window.__pagefindQuery(queries[i], 10);
      }
    };
    await Promise.all(Array.from({length: 8}, worker));
    return out;
  })()`)) as string[][];
  const ranked = urls.map((list) => list.map((u) => u.replace(/\.html$/, '').replace(/\/$/, '') || '/'));
  return {ranked, firstQueryUrls: fetched.filter((u) => u.includes(`/${PAGEFIND_DIR}/`))};
}
