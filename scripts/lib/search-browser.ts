/**
 * The search bench's Chromium measurements of the local search on the served build:
 *   - what a page load fetches that only search needs (must be nothing);
 *   - the bytes fetched from the search button's click to the first hits on screen;
 *   - keystroke-to-hits, first and last key;
 *   - engine latency in the page with the CPU throttled 4x (a phone-class estimate).
 */
import path from 'node:path';
import {build} from 'esbuild';
import type {Browser, Page} from 'playwright-core';
import {fetchedBeforeFirstResults} from './first-results';

export type BrowserFigures = {
  searchOnlyOnLoad: string[];
  firstResultUrls: string[];
  lastKey: number[];
  firstKey: number[];
  throttled: number[];
};

/** The engine alone, bundled for the page, so its latency can be timed there under CPU throttling. */
async function engineBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve(__dirname, '../../src/search/engine.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'MynahSearchEngine',
    write: false,
    target: 'es2020',
  });
  return result.outputFiles[0].text;
}

async function openSearch(page: Page, origin: string): Promise<string[]> {
  const loaded: string[] = [];
  const onLoad = (request: {url(): string}): void => {
    loaded.push(request.url());
  };
  page.on('request', onLoad);
  await page.goto(`${origin}/docs/platform_concepts/inbox/tickets`, {waitUntil: 'networkidle'});
  // Measured once the page has started, so the figures are the search's own, not the start-up's.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  page.off('request', onLoad);
  return loaded;
}

export async function measureInBrowser(
  browser: Browser,
  origin: string,
  queries: string[],
  engineQueries: string[],
): Promise<BrowserFigures> {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  const loaded = await openSearch(page, origin);
  const searchOnlyOnLoad = loaded.filter((u) => /search-index\.json|\/assets\/search\//.test(u));

  const firstResultUrls = await fetchedBeforeFirstResults(page);
  const input = page.locator('.DocSearch-Input');

  await page.evaluate(`window.__measure = () => new Promise((resolve, reject) => {
    const target = document.querySelector('.DocSearch-Modal');
    let start = -1;
    window.addEventListener('keydown', (e) => { start = e.timeStamp; }, {capture: true, once: true});
    const observer = new MutationObserver(() => {
      if (start < 0 || !document.querySelector('.DocSearch-Hits .DocSearch-Hit')) return;
      observer.disconnect();
      requestAnimationFrame((frame) => resolve(frame - start));
    });
    observer.observe(target, {childList: true, subtree: true, characterData: true, attributes: true});
    setTimeout(() => reject(new Error('no change')), 2000);
  })`);
  const time = async (key: string): Promise<number> => {
    const pending = (page.evaluate('window.__measure()') as Promise<number>).catch(() => NaN);
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    return pending;
  };
  const lastKey: number[] = [];
  const firstKey: number[] = [];
  for (const q of queries) {
    if (q.length < 2) continue;
    await input.fill(q.slice(0, -1));
    await page.waitForTimeout(50);
    lastKey.push(await time(q.slice(-1)));
    await input.fill('');
    await page.waitForTimeout(50);
    firstKey.push(await time(q[0]));
  }

  // The engine in the page, CPU throttled 4x through the DevTools protocol.
  // The bench injects the engine as an inline script, which the site's Content-Security-Policy refuses, as it should.
  const enginePage = await browser.newPage({bypassCSP: true});
  await enginePage.goto(`${origin}/offline`);
  await enginePage.addScriptTag({content: await engineBundle()});
  await enginePage.evaluate(`(async () => {
    const manifest = await (await fetch('/search-index.json')).json();
    const index = await (await fetch(manifest.index)).json();
    window.__engine = new MynahSearchEngine.SearchEngine(index);
  })()`);
  const session = await enginePage.context().newCDPSession(enginePage);
  await session.send('Emulation.setCPUThrottlingRate', {rate: 4});
  const throttled = (await enginePage.evaluate(`(() => {
    const queries = ${JSON.stringify(engineQueries)};
    for (const q of queries) window.__engine.search(q);
    const out = [];
    for (const q of queries) {
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const t = performance.now();
        window.__engine.search(q);
        runs.push(performance.now() - t);
      }
      runs.sort((a, b) => a - b);
      out.push(runs[1]);
    }
    return out;
  })()`)) as number[];
  await session.send('Emulation.setCPUThrottlingRate', {rate: 1});
  await enginePage.close();
  await page.close();
  return {
    searchOnlyOnLoad,
    firstResultUrls,
    lastKey: lastKey.filter(Number.isFinite),
    firstKey: firstKey.filter(Number.isFinite),
    throttled,
  };
}
