// Runs one Lighthouse audit and prints the parts of the report scripts/lib/lighthouse.ts reads, as JSON.
// Plain JavaScript run by `node`, not tsx: tsx's transform adds a `__name` helper to functions, and
// Lighthouse sends some of its functions to the page as source text, where that helper does not exist.
// Usage: node scripts/lib/run-lighthouse.mjs <url> <mobile|desktop> <chromium path> [chromium flags…]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const [url, formFactor, chromePath, ...flags] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', '--no-sandbox', ...flags]});
try {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const {categories, audits} = result.lhr;
  const slim = {
    runtimeError: result.lhr.runtimeError?.message,
    environment: {benchmarkIndex: result.lhr.environment.benchmarkIndex},
    categories: Object.fromEntries(
      Object.entries(categories).map(([id, c]) => [
        id,
        {score: c.score, auditRefs: c.auditRefs.map((r) => ({id: r.id}))},
      ]),
    ),
    audits: Object.fromEntries(
      Object.entries(audits).map(([id, a]) => [
        id,
        {score: a.score, numericValue: a.numericValue, scoreDisplayMode: a.scoreDisplayMode},
      ]),
    ),
  };
  process.stdout.write(JSON.stringify(slim));
} finally {
  chrome.kill();
}
