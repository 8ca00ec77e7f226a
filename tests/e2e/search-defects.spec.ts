import type {Locator, Page} from '@playwright/test';
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

/**
 * What is drawn at the centre of `element`, as the reader sees it: 'itself' (or something inside it),
 * or what covers it.
 */
function topmostAtCentre(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (!top) return 'nothing';
    return element.contains(top) ? 'itself' : `${top.tagName.toLowerCase()}.${String(top.className)}`;
  });
}

test.describe('the chat launcher while the search modal is open', () => {
  for (const viewport of [
    {width: 390, height: 844},
    {width: 1280, height: 800},
  ]) {
    test(`at ${viewport.width} px the modal covers the launcher, which takes no clicks or focus, and shows its last hit`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await load(page, '/docs/platform_concepts/inbox/tickets');
      const launcher = page.getByRole('button', {name: 'Chat with us'});
      await expect(launcher).toBeVisible();

      await page.locator('.DocSearch-Button').click();
      await input(page).fill('bot');
      await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
      // Hidden, or drawn under the modal and inert (no click, no focus, not in the accessibility tree).
      const launcherElement = page.locator('#mynah-chat-stand-in button');
      if (await launcherElement.isVisible()) {
        expect(await topmostAtCentre(launcherElement)).not.toBe('itself');
        expect(await launcherElement.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
      }
      await expect(page.getByRole('button', {name: 'Chat with us'})).toHaveCount(0);

      // The last hit, scrolled into view, is not covered by anything.
      const last = page.locator('.DocSearch-Hits .DocSearch-Hit').last();
      await last.scrollIntoViewIfNeeded();
      expect(await topmostAtCentre(last)).toBe('itself');

      // Closed again, the launcher is back and works.
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
      await expect(launcher).toBeVisible();
      expect(await topmostAtCentre(launcherElement)).toBe('itself');
    });
  }

  test('at 390 px the Ask AI screen shows its whole disclaimer, above the launcher', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await load(page, '/docs/platform_concepts/inbox/tickets');
    await expect(page.getByRole('button', {name: 'Chat with us'})).toBeVisible();
    await page.locator('.DocSearch-Button').click();
    const question = 'How many tickets can I merge at once?';
    await input(page).fill(question);
    await expect(page.locator('.DocSearch-Hit[aria-selected=true] .DocSearch-Hit--AskAI')).toContainText(question);
    await page.keyboard.press('Enter');
    const disclaimer = page.locator('.mynah-ask-disclaimer');
    await expect(disclaimer).toHaveText('Answers are generated with AI which can make mistakes. Verify responses.');
    await expect(disclaimer).toBeVisible();
    await disclaimer.scrollIntoViewIfNeeded();
    const covered = await disclaimer.evaluate((element) => {
      const box = element.getBoundingClientRect();
      // Every part of the line, left to right, is the disclaimer's own.
      return [0.1, 0.5, 0.9]
        .map((x) => document.elementFromPoint(box.x + box.width * x, box.y + box.height / 2))
        .filter((top) => !top || !element.contains(top))
        .map((top) => (top ? `${top.tagName.toLowerCase()}.${String(top.className)}` : 'nothing'));
    });
    expect(covered).toEqual([]);
    await expect(page.getByRole('button', {name: 'Chat with us'})).toHaveCount(0);
  });
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

test('in local mode, no screen of the modal credits Algolia', async ({page}) => {
  await load(page, '/');
  await page.locator('.DocSearch-Button').click();
  await input(page).fill('zzqxvkw');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  // What the reader sees (innerText leaves out what is not rendered).
  expect(await modal(page).innerText()).not.toMatch(/Powered by|Algolia/i);
  await expect(modal(page).getByRole('link', {name: /algolia/i})).toHaveCount(0);
  await expect(modal(page).getByRole('img', {name: /algolia/i})).toHaveCount(0);
  await input(page).fill('bot');
  await expect(page.locator('.DocSearch-Hits .DocSearch-Hit').first()).toBeVisible();
  expect(await modal(page).innerText()).not.toMatch(/Powered by|Algolia/i);
  await expect(modal(page).getByRole('link', {name: /algolia/i})).toHaveCount(0);
});

test('with one favourite saved, the recent searches list shows 4', async ({page}) => {
  await load(page, '/');
  const saved = (prefix: string, n: number) =>
    Array.from({length: n}, (_, i) => ({
      objectID: `${prefix}-${i}`,
      url: `/docs/glossary/csat#${prefix}${i}`,
      type: 'lvl1',
      hierarchy: {lvl0: 'Glossary', lvl1: `${prefix} ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: null,
    }));
  await page.evaluate(
    (list) => localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__mynah-docs', JSON.stringify(list)),
    saved('Recent', 7),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  const section = (title: string) =>
    page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: title})});
  const recent = section('Recent').locator('.DocSearch-Hit');
  const favourites = section('Favorite').locator('.DocSearch-Hit');
  await expect(recent).toHaveCount(7);

  await recent.first().hover();
  await recent.first().getByTitle('Save this search').click();
  await expect(favourites).toHaveCount(1);
  await expect(favourites.first()).toContainText('Recent 0');
  await expect(recent).toHaveCount(4);
  await expect(recent.first()).toContainText('Recent 1');
  // Still a working list: the arrows reach its hits and the input keeps the focus.
  await expect(input(page)).toBeFocused();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  await expect(favourites).toHaveCount(1);
  await expect(recent).toHaveCount(4);
});

test('a hit is an option with no control inside it; a click opens it, Ctrl+click and middle click in a new tab', async ({
  page,
  context,
}) => {
  await load(page, '/');
  await page.locator('.DocSearch-Button').click();
  await input(page).fill('merging tickets');
  const hit = page.locator('.DocSearch-Hits .DocSearch-Hit').first();
  await expect(hit).toHaveAttribute('role', 'option');
  await expect(hit.locator('a[href], button, input, [tabindex]')).toHaveCount(0);
  const url = (await hit.locator('[data-url]').getAttribute('data-url'))!;
  const path = (address: string) => new URL(address).pathname + new URL(address).hash;

  for (const click of [{modifiers: ['ControlOrMeta' as const]}, {button: 'middle' as const}]) {
    const opened = context.waitForEvent('page');
    await hit.click(click);
    const other = await opened;
    await other.waitForLoadState('domcontentloaded');
    expect(path(other.url())).toBe(url);
    await other.close();
    await expect(modal(page)).toBeVisible();
  }

  await hit.click();
  await expect(modal(page)).toHaveCount(0);
  await expect(page).toHaveURL((address) => path(address.href) === url);
});
