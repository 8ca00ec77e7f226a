import type {Page} from 'playwright-core';

/**
 * The URLs a page fetches from a click on the search button to the first hit in the DOM: what the first
 * results wait for (the search issue's budget is 450 KB gzip of it). Timed in the page, with Resource
 * Timing against the moment the first hit appears, because what loads just after the hits (Ask AI's
 * screen) may reach a listener here before the wait for the hits returns. Used by `npm run bench:search`
 * and by tests/e2e/search-budget.spec.ts, so both count the same files.
 */
export async function fetchedBeforeFirstResults(page: Page, query = 'tickets'): Promise<string[]> {
  await page.evaluate(`(() => {
    performance.setResourceTimingBufferSize(2000);
    window.__searchStart = performance.now();
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.DocSearch-Hits .DocSearch-Hit')) return;
      window.__firstHit = performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, {childList: true, subtree: true});
  })()`);
  await page.locator('.DocSearch-Button').click();
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  await input.pressSequentially(query);
  await page.locator('.DocSearch-Hits .DocSearch-Hit').first().waitFor();
  return (await page.evaluate(`performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime >= window.__searchStart && e.startTime <= window.__firstHit)
    .map((e) => e.name)`)) as string[];
}
