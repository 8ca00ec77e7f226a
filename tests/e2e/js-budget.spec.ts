import {test, expect} from './fixtures';
import {gzipSize} from './lib/built-size';

/**
 * JavaScript run on load (entry bundles plus the route's chunks), gzip, stays within the issue's 200 KB.
 * The other target, at most 0.8× the reference build, is measured and printed by `npm run bench`
 * (README "Benchmark"), which builds the reference.
 */
const BUDGET_BYTES = 200 * 1024;

/** One page of each kind the budget is measured on (issue 10), plus pages with code and diagrams. */
const PAGES = [
  '/',
  '/docs/platform_concepts/getting-started',
  '/docs/platform_concepts/studio/build/nodes/action-nodes-overview/send-otp',
  '/docs/tutorials/integrations',
  '/docs/glossary/csat',
  '/api/add-user',
  '/search',
  '/whats-new',
];

for (const pagePath of PAGES) {
  test(`${pagePath} runs at most 200 KB gzip of JavaScript on load`, async ({page, baseURL}) => {
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      // Scripts only: chunks prefetched for links in view arrive as "other" and do not run.
      if (url.origin === new URL(baseURL!).origin && response.request().resourceType() === 'script') {
        scripts.add(url.pathname);
      }
    });
    await page.goto(pagePath, {waitUntil: 'networkidle'});
    const sizes = [...scripts].map((script) => [script, gzipSize(script)] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(
      total,
      `scripts: ${sizes.map(([s, n]) => `${s} ${(n / 1024).toFixed(1)} KB`).join(', ')}`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
