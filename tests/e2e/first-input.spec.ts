import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * No lost first input: a search request made the moment the page's text is painted, before any of the
 * page's scripts has run, opens search once its code is ready (src/plugins/early-search-input), and a
 * click on another button then takes effect once the app has started (src/plugins/early-clicks). Each
 * test holds the page's scripts back until the reader has acted, so the input always comes first.
 */
async function paintedWithoutScripts(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\//, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'domcontentloaded'});
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return release;
}

async function expectNotStarted(page: Page) {
  expect(await page.evaluate(() => 'docusaurusRoot' in window)).toBe(false);
}

async function expectSearchOpens(page: Page, query = '') {
  const input = page.locator('.DocSearch-Modal .DocSearch-Input');
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(query);
  await expect(page.locator('.DocSearch-Button')).not.toHaveAttribute('aria-busy', 'true');
}

for (const path of ['/', '/docs/platform_concepts/getting-started', '/api/add-user']) {
  test(`${path}: Ctrl+K pressed at first paint opens search`, async ({page}) => {
    const release = await paintedWithoutScripts(page, path);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Button')).toHaveAttribute('aria-busy', 'true');
    await expectNotStarted(page);
    release();
    await expectSearchOpens(page);
  });
}

test('a click on the search button at first paint opens search', async ({page}) => {
  const release = await paintedWithoutScripts(page, '/docs/platform_concepts/getting-started');
  await page.locator('.DocSearch-Button').click();
  await expectNotStarted(page);
  release();
  await expectSearchOpens(page);
});

test('"/" pressed at first paint while a button has the focus opens search', async ({page}) => {
  const release = await paintedWithoutScripts(page, '/api/add-user');
  await page.locator('button.clean-btn').first().focus();
  await page.keyboard.press('/');
  await expectNotStarted(page);
  release();
  await expectSearchOpens(page);
});

test('a letter typed on the focused search button at first paint becomes the query', async ({page}) => {
  const release = await paintedWithoutScripts(page, '/');
  await page.locator('.DocSearch-Button').focus();
  await page.keyboard.press('w');
  await expectNotStarted(page);
  release();
  await expectSearchOpens(page, 'w');
});

test('once the page has started, the search bar answers the keys itself (no request is left over)', async ({page}) => {
  await page.goto('/docs/glossary/csat');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  await expectSearchOpens(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  expect(await page.evaluate(() => '__mynahSearchRequest' in window)).toBe(false);
});

test('a sample tab and "Try it" clicked at first paint take effect once the page has started', async ({page}) => {
  const release = await paintedWithoutScripts(page, '/api/add-user');
  const python = page.getByRole('complementary', {name: 'Request samples'}).getByRole('tab', {name: 'Python'});
  await python.click();
  const tryIt = page.getByRole('button', {name: /open the request builder/i});
  await tryIt.click();
  await expect(tryIt).toHaveAttribute('aria-busy', 'true');
  await expect(tryIt).toHaveCSS('cursor', 'progress');
  await expectNotStarted(page);
  release();
  await expect(page.getByRole('button', {name: 'Execute'})).toBeVisible({timeout: 15_000});
  await expect(python).toHaveAttribute('aria-selected', 'true');
});

test('a sidebar category and the announcement close button clicked at first paint both take effect', async ({page}) => {
  const release = await paintedWithoutScripts(page, '/docs/platform_concepts/getting-started');
  const caret = page.getByRole('button', {name: "Expand sidebar category 'Inbox'"});
  await caret.click();
  // A second click on the same control before the start is the same request, not a second one.
  await caret.click();
  await page.locator('.theme-announcement-bar').getByRole('button', {name: /close/i}).click();
  await expectNotStarted(page);
  release();
  await expect(page.getByRole('button', {name: "Collapse sidebar category 'Inbox'"})).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  await expect(page.locator('[aria-busy]')).toHaveCount(0);
});
