import {parse} from 'node-html-parser';
import {test, expect} from './fixtures';

/**
 * Pages list their scripts (entry bundles and the route's own chunks) in `#page-scripts` and fetch
 * them after the first paint (config/ssr-template.ts, src/plugins/first-paint/scripts-after-paint.ts,
 * src/plugins/route-chunk-scripts).
 */
const PAGES = ['/', '/docs/platform_concepts/getting-started', '/docs/glossary/csat', '/api/add-user', '/search'];

for (const pagePath of PAGES) {
  test(`${pagePath} paints before fetching its scripts, and lists every script it runs on load`, async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/js/')) requested.push(url.pathname);
    });
    await page.goto(pagePath);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');

    const listed = await page.evaluate(
      () => JSON.parse(document.getElementById('page-scripts')!.textContent!) as string[],
    );
    // The webpack runtime is one of them; its position does not matter (chunks that run before it queue up).
    expect(listed.filter((url) => /^\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
    // The entry comes in pieces (src/plugins/entry-split); main.js is one of them.
    expect(listed.filter((url) => /^\/assets\/js\/main\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
    // The route's chunks are listed too, so none is discovered only after main.js has run.
    expect(listed.length).toBeGreaterThan(2);
    expect([...new Set(requested)].sort()).toEqual([...listed].sort());
    // The server HTML itself has no script tag to fetch: the browser would fetch it before painting.
    const html = parse(await (await page.request.get(pagePath)).text());
    expect(html.querySelectorAll('script[src]').map((script) => script.getAttribute('src'))).toEqual([]);
    // Every Suspense boundary's HTML is in place (src/plugins/inline-boundaries): React did not move any
    // to the end of the page behind a pending marker, to be put back by an inline script.
    const markup = html.toString();
    expect(markup).not.toMatch(/<!--\$\?-->|<template id="?B:|\$RC\(/);
    expect(html.querySelectorAll('div[hidden][id^="S:"]')).toHaveLength(0);

    const {paint, firstScript} = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/js/'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(paint).toBeDefined();
    expect(firstScript).toBeGreaterThan(paint!);
  });
}
