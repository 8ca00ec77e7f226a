import type {Page} from '@playwright/test';
import {test, expect as baseExpect} from './fixtures';

/** Search modal defects found by trying to break the site (issue 21), each checked as a reader sees it. */

// The machine these run on is shared; states can take longer than the default 5 s to appear.
const expect = baseExpect.configure({timeout: 10_000});

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const seeAll = (page: Page) => modal(page).locator('a', {hasText: /See all \d+ results/});

async function load(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

async function seeAllCount(page: Page, query: string): Promise<number> {
  await input(page).fill(query);
  await expect(
    page
      .locator('.DocSearch-Hits mark')
      .filter({hasText: new RegExp(query, 'i')})
      .first(),
  ).toBeVisible();
  const text = await seeAll(page).innerText();
  return Number(/See all (\d+) results/.exec(text)?.[1]);
}

test('"/" opens search while a button has the focus', async ({page}) => {
  await load(page, '/');
  const button = page.locator('button:visible').first();
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('/');
  await expect(modal(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
});

test('"See all N results" counts the query on screen, not every query of the session', async ({page}) => {
  await load(page, '/');
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
  const first = await seeAllCount(page, 'bot');
  expect(first).toBeGreaterThan(0);
  const other = await seeAllCount(page, 'webhook');
  expect(other).toBeGreaterThan(0);
  expect(await seeAllCount(page, 'bot')).toBe(first);
});

test('/search?q=bot at 390 px does not scroll sideways; every page link stays on screen', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await load(page, '/search?q=bot');
  const pages = page.getByRole('navigation', {name: 'Search result pages'});
  await expect(pages.getByRole('link', {name: 'Next'})).toBeVisible();
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.scrollWidth, 'the page is as wide as the window').toBeLessThanOrEqual(sizes.clientWidth);
  for (const link of await pages.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.x, `${await link.textContent()} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await link.textContent()} ends on screen`).toBeLessThanOrEqual(390);
  }
});
