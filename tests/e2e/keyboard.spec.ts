import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {navbar} from '../../config/navbar';

/**
 * Keyboard-only use (issue 10 §3): the navbar from the skip link on, its dropdowns, search, and a doc
 * page's sidebar, content and table of contents, each focused element showing a visible focus
 * indicator. Only Tab, Shift+Tab, Enter, Escape and the arrow keys are used; never the mouse.
 */

test.use({viewport: {width: 1280, height: 900}});

type Focused = {
  text: string;
  href: string | null;
  region: 'skip' | 'announcement' | 'navbar' | 'sidebar' | 'toc' | 'content' | 'footer' | 'other';
  indicator: boolean;
  describe: string;
};

/** What has focus now, where it is, and whether its focus is drawn (outline or box-shadow). */
async function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const region = el.closest('.skipToContent_fXgn, [class*="skipToContent"]')
      ? 'skip'
      : el.closest('.theme-announcement-bar')
        ? 'announcement'
        : el.closest('nav.navbar')
          ? 'navbar'
          : el.closest('.theme-doc-sidebar-container')
            ? 'sidebar'
            : el.closest('.table-of-contents')
              ? 'toc'
              : el.closest('article')
                ? 'content'
                : el.closest('footer')
                  ? 'footer'
                  : 'other';
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      text,
      href: el.getAttribute('href'),
      region,
      indicator: outline || shadow,
      describe: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${text.slice(0, 40)}"`,
    };
  });
}

/** Presses Tab until `done` says so (or `max` presses), returning every element focused on the way. */
async function tabUntil(page: Page, done: (f: Focused, all: Focused[]) => boolean, max = 300): Promise<Focused[]> {
  const seen: Focused[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) continue;
    seen.push(now);
    if (done(now, seen)) return seen;
  }
  throw new Error(`Tab never got there; last focused: ${seen.slice(-5).map((f) => f.describe)}`);
}

async function load(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

function expectVisibleFocus(elements: Focused[]): void {
  expect(
    elements.filter((f) => !f.indicator).map((f) => f.describe),
    'focused elements without a visible focus indicator',
  ).toEqual([]);
}

const NAV_LINKS = navbar.items.flatMap((item) =>
  'label' in item && item.label ? [{label: item.label, href: 'to' in item ? item.to : item.href}] : [],
);

test('Tab goes from the skip link through every navbar item, with a visible focus', async ({page}) => {
  await load(page, '/');
  await page.keyboard.press('Tab');
  const first = await focused(page);
  expect(first?.text).toMatch(/skip to main content/i);

  const path = await tabUntil(page, (f, all) => f.region !== 'navbar' && all.some((x) => x.region === 'navbar'));
  const inNavbar = path.filter((f) => f.region === 'navbar');
  const hrefs = inNavbar.map((f) => f.href);
  for (const link of NAV_LINKS) expect(hrefs, `navbar link ${link.label}`).toContain(link.href);
  const texts = inNavbar.map((f) => f.text);
  expect(
    texts.some((t) => /^search/i.test(t)),
    'the search button',
  ).toBe(true);
  expect(
    texts.some((t) => /dark and light mode/i.test(t)),
    'the colour-mode toggle',
  ).toBe(true);
  expect(texts, 'the version and language menus').toEqual(expect.arrayContaining(['Next', 'English']));
  expectVisibleFocus([first!, ...path]);
});

test('the skip link moves focus to the main content', async ({page}) => {
  await load(page, '/docs/platform_concepts/inbox/tickets');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const next = await tabUntil(page, () => true);
  expect(next[0].region, `first Tab after the skip link focused ${next[0].describe}`).toMatch(/content|toc|other/);
  await expect(page.locator('main')).toContainText('Tickets');
});

// The language menu is the navbar's dropdown (with one docs version, the version item is a plain link).
for (const menu of ['English']) {
  test(`the ${menu} dropdown opens with Enter and its items are reachable with Tab`, async ({page}) => {
    await load(page, '/docs/platform_concepts/inbox/tickets');
    await page.keyboard.press('Tab');
    await tabUntil(page, (f) => f.region === 'navbar' && f.text === menu);
    const dropdown = page.locator('.navbar__item.dropdown', {has: page.getByText(menu, {exact: true})}).first();
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    const item = (await tabUntil(page, () => true))[0];
    expect(item.region).toBe('navbar');
    await expect(dropdown.locator('.dropdown__menu a').first()).toBeVisible();
    expect(await page.evaluate(() => !!document.activeElement?.closest('.dropdown__menu'))).toBe(true);
    expectVisibleFocus([item]);
  });
}

test('a menu opened with Enter is visible at once, so a Tab straight after reaches its items', async ({page}) => {
  await load(page, '/docs/platform_concepts/inbox/tickets');
  const button = page.locator('.navbar__item.dropdown .navbar__link', {hasText: 'English'}).first();
  await button.focus();
  // Enter, and the menu's visibility read before the browser draws another frame (as on a busy phone,
  // where the reader's Tab comes first): Infima's fade also transitioned `visibility`, which stayed
  // `hidden` until the fade's first frame, so that Tab skipped the menu's items and closed it.
  const visibility = await button.evaluate(async (link) => {
    link.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true, cancelable: true}));
    await Promise.resolve();
    const menu = link.closest('.dropdown--show')?.querySelector('.dropdown__menu');
    return menu ? getComputedStyle(menu).visibility : 'not open';
  });
  expect(visibility).toBe('visible');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('.dropdown--show .dropdown__menu'))).toBe(true);
});

test('search opens from the keyboard, arrows pick a hit and Enter lands on its page', async ({page}) => {
  await load(page, '/');
  await page.keyboard.press('Tab');
  await tabUntil(page, (f) => f.region === 'navbar' && /^search/i.test(f.text));
  await page.keyboard.press('Enter');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await page.keyboard.type('ticket statuses');
  const active = page.locator('.DocSearch-Hit[aria-selected=true]');
  await expect(active).toBeVisible({timeout: 10_000});
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const href = (await active.locator('[data-url]').getAttribute('data-url'))!;
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toBeHidden();
  const url = new URL(page.url());
  expect(url.pathname + url.hash).toBe(href);
  await expect(page.locator('article h1')).toBeVisible();
});

test('on a doc page Tab reaches the sidebar, the content links and the table of contents, focus visible', async ({
  page,
}) => {
  await load(page, '/docs/platform_concepts/inbox/tickets');
  const path = await tabUntil(page, (f) => f.region === 'toc');
  const regions = new Set(path.map((f) => f.region));
  expect([...regions]).toEqual(expect.arrayContaining(['skip', 'navbar', 'sidebar', 'content', 'toc']));
  expect(path.some((f) => f.region === 'sidebar' && f.href === '/docs/platform_concepts/inbox/tickets')).toBe(true);
  expect(path.some((f) => f.region === 'content' && f.href?.startsWith('/'))).toBe(true);
  expectVisibleFocus(path);

  // Enter on the focused table-of-contents entry moves to its heading.
  const toc = path[path.length - 1];
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${toc.href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});
