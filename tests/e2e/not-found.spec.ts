import {test, expect} from './fixtures';

test.describe('not found', () => {
  // The browser reports the 404 document response itself; nothing else may fail.
  test.use({
    allowedConsole: /^error: Failed to load resource: the server responded with a status of 404/,
  });

  // Each kind of unknown path the client router resolves differently: inside a docs section, directly
  // under /docs, and outside the docs. The page must hydrate to the same not-found page the host served.
  for (const path of ['/docs/platform_concepts/no-such-page', '/docs/no-such-page', '/no-such-page']) {
    test(`${path} shows the not-found page with status 404, also once hydrated`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      await expect(
        page.getByRole('navigation', {name: 'Suggested pages'}).getByRole('link', {name: 'API Reference'}),
      ).toBeVisible();
    });
  }
});

for (const [legacy, canonical] of [
  ['/docs/platform_concepts/getting-started.html', '/docs/platform_concepts/getting-started'],
  ['/docs/platform_concepts/inbox/index', '/docs/platform_concepts/inbox'],
  ['/docs/platform_concepts/inbox/index.html', '/docs/platform_concepts/inbox'],
  ['/whats-new.html?from=mail', '/whats-new?from=mail'],
]) {
  test(`${legacy} is served at ${canonical}`, async ({page}) => {
    await page.goto(legacy);
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe(canonical);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
  });
}

test('no trailing slash is added to paths, by links or by the server', async ({page}) => {
  await page.goto('/docs');
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((els) => els.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(5);
  expect(hrefs.filter((h) => h !== '/' && /\/($|[?#])/.test(h))).toEqual([]);
  await page.locator('main a[href="/docs/platform_concepts/getting-started"]').first().click();
  await expect(page).toHaveURL(/\/docs\/platform_concepts\/getting-started$/);
});

test('repeated slashes lead to the page itself, not to a 200 "Page Not Found"', async ({page}) => {
  const response = await page.goto('/docs//platform_concepts//getting-started');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/docs/platform_concepts/getting-started');
  await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page Not Found');
});

test.describe('the not-found page at its own path', () => {
  test.use({
    allowedConsole: /^error: Failed to load resource: the server responded with a status of 404/,
  });

  test('/404 answers status 404, as every missing page does', async ({page}) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  });
});
