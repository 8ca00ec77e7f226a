import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Browser} from 'playwright-core';

/** `problem` says why the page is not fit to measure (it did not hydrate, or it crashed), else null. */
export type FirstLoad = {js: number; css: number; files: number; problem: string | null};

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;

/**
 * The JavaScript and CSS a page runs on load, gzip bytes: entry bundles plus the route's chunks, no
 * interaction. Only what runs counts: chunks prefetched for links in view arrive as type "other".
 */
export async function measureFirstLoad(
  browser: Browser,
  origin: string,
  buildDir: string,
  pagePath: string,
): Promise<FirstLoad> {
  const page = await browser.newPage();
  const assets = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (url.origin === origin && (type === 'script' || type === 'stylesheet')) assets.add(url.pathname);
  });
  let problem: string | null = null;
  try {
    await page.goto(origin + pagePath, {waitUntil: 'networkidle'});
    // A page that crashed while hydrating is light and fast, and would look like a win.
    problem = await page.evaluate(() => {
      if (document.body.innerText.includes('This page crashed')) return 'shows "This page crashed"';
      return document.documentElement.dataset.hasHydrated === 'true' ? null : 'did not hydrate';
    });
  } finally {
    await page.close();
  }
  let js = 0;
  let css = 0;
  for (const asset of assets) {
    const size = gzipSize(path.join(buildDir, asset));
    if (asset.endsWith('.js')) js += size;
    else css += size;
  }
  return {js, css, files: assets.size, problem};
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
