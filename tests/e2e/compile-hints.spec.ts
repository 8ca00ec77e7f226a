import {test, expect} from './fixtures';

/**
 * Every script a page runs on load starts with V8's compile hint, and lazily loaded features do not
 * (src/plugins/compile-hints).
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

test('the scripts a doc page runs on load carry the compile hint; the search modal chunks do not', async ({page}) => {
  const bodies = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    // Scripts the page runs, not `<link rel=prefetch>` requests ("other"): the idle prefetch of the
    // pages behind visible links trickles on after network idle, and those route chunks are hinted.
    if (url.pathname.startsWith('/assets/js/') && response.request().resourceType() === 'script')
      bodies.set(url.pathname, response.text());
  });
  await page.goto('/docs/platform_concepts/getting-started');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const listed = await page.evaluate(
    () => JSON.parse(document.getElementById('page-scripts')!.textContent!) as string[],
  );
  for (const script of listed) expect((await bodies.get(script))?.startsWith(HINT), script).toBe(true);

  const seenBefore = new Set(bodies.keys());
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const lazy = [...bodies.keys()].filter((script) => !seenBefore.has(script));
  expect(lazy.length).toBeGreaterThan(0);
  for (const script of lazy) expect((await bodies.get(script))?.startsWith(HINT), script).toBe(false);
});
