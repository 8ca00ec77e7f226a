import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * The browser bundle runs on preact/compat while the HTML is rendered by React at build time
 * (src/plugins/preact-client). Preact does not report hydration mismatches the way React does; it
 * keeps the server's markup. So this compares, for one page of each kind, the DOM after hydrating the
 * server HTML with the DOM the client renders itself when it navigates to the same page: any
 * difference is markup the two renders disagree on.
 */
const PAGES = [
  '/',
  '/docs/platform_concepts/getting-started',
  '/docs/tutorials/integrations',
  '/docs/glossary/csat',
  '/docs/tags/webhooks',
  '/api/add-user',
  '/whats-new',
  '/videos',
];

/** Where the client starts before navigating to the page under test. */
const START = '/enterprise-integration';

async function contentMarkup(page: Page): Promise<string> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    // A canonical serialisation: attributes sorted (the two renderers write them in different orders),
    // style parsed (minified on the server, spaced by the CSSOM), empty class attributes dropped, and
    // state of the visit rather than of the page left out (active TOC or sidebar entries).
    const serialise = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
      if (node.nodeType !== Node.ELEMENT_NODE) return '';
      const el = node as HTMLElement;
      const attributes = [...el.attributes]
        .map(({name, value}) => {
          if (name === 'style') return `style="${el.style.cssText}"`;
          if (name === 'class') {
            const classes = value
              .split(/\s+/)
              .filter((c) => c && !/active/i.test(c))
              .sort()
              .join(' ');
            return classes ? `class="${classes}"` : '';
          }
          return `${name}="${value}"`;
        })
        .filter(Boolean)
        .sort();
      const children = [...el.childNodes].map(serialise).join('');
      return `<${el.tagName.toLowerCase()} ${attributes.join(' ')}>${children}</${el.tagName.toLowerCase()}>`;
    };
    // Mermaid numbers each diagram it draws at random, in the browser only.
    return serialise(document.querySelector('main') ?? document.body)
      .replace(/\s+/g, ' ')
      .replace(/mermaid-svg-\d+/g, 'mermaid-svg');
  });
}

for (const path of PAGES) {
  test(`${path}: hydrating the server HTML gives the same page as rendering it in the browser`, async ({page}) => {
    await page.goto(path);
    const hydrated = await contentMarkup(page);

    await page.goto(START);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.evaluate((target) => {
      // Client-side navigation: the router (history v4) follows popstate, as it does for Back/Forward.
      window.history.pushState({key: 'hydration-test'}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', {state: {key: 'hydration-test'}}));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
    const rendered = await contentMarkup(page);

    const at = [...hydrated].findIndex((char, i) => rendered[i] !== char);
    const around = (markup: string) => markup.slice(Math.max(0, at - 200), at + 200);
    expect(
      at === -1 && rendered.length === hydrated.length,
      `first difference:\n${around(hydrated)}\n---\n${around(rendered)}`,
    ).toBe(true);
  });
}

for (const path of ['/', '/docs/platform_concepts/getting-started', '/api/add-user']) {
  test(`${path}: hydration keeps the page's top-level elements where the server put them`, async ({page}) => {
    // A node the client does not render at the start of the app (React's image preload links, which
    // config/ssr-template.ts drops) made Preact move every element after it: a whole-page relayout.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const moved: string[] = ((window as unknown as {__moved: string[]}).__moved = []);
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              moved.push((node as Element).outerHTML?.slice(0, 80) ?? node.nodeName);
        }).observe(document.getElementById('__docusaurus')!, {childList: true});
      });
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {__moved: string[]}).__moved)).toEqual([]);
  });
}

test.describe('parts that hydrate later (src/components/HydrateLater)', () => {
  test.use({viewport: {width: 1280, height: 900}});

  /** Records, as soon as the HTML is parsed, the server's element for each selector. */
  async function keepServerElements(page: Page, selectors: string[]) {
    await page.addInitScript((list) => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {__server: Element[]}).__server = list.map((s) => document.querySelector(s)!);
      });
    }, selectors);
  }

  async function sameElementsOnce(page: Page, selectors: string[]) {
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    return page.evaluate(
      (list) =>
        list.map((s, i) => {
          const server = (window as unknown as {__server: Element[]}).__server[i];
          return `${s}: ${server && document.querySelector(s) === server ? 'kept' : 'replaced'}, ${document.querySelectorAll(s).length}`;
        }),
      selectors,
    );
  }

  test('a doc page keeps the server elements of its frame, body, sidebar and TOC, and they respond', async ({page}) => {
    const parts = [
      // The doc page's frame (src/theme/DocRoot/Layout), itself a part with the next three inside it.
      '[class^="docsWrapper_"]',
      '.theme-doc-markdown',
      // The body's top-level blocks are parts of their own (src/theme/DocItem/Content): a heading (an MDX
      // component), a list and a paragraph.
      '.theme-doc-markdown > h2:first-of-type',
      '.theme-doc-markdown > ul:first-of-type',
      '.theme-doc-markdown > p:last-of-type',
      'aside.theme-doc-sidebar-container',
      '.theme-doc-toc-desktop',
      'footer.theme-layout-footer',
    ];
    await keepServerElements(page, parts);
    await page.goto('/docs/platform_concepts/inbox/tickets');
    expect(await sameElementsOnce(page, parts)).toEqual(parts.map((s) => `${s}: kept, 1`));

    const caret = page.locator('aside.theme-doc-sidebar-container button.clean-btn.menu__caret').first();
    const expanded = await caret.getAttribute('aria-expanded');
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');

    const tocLink = page.locator('.theme-doc-toc-desktop a').nth(1);
    const hash = (await tocLink.getAttribute('href'))!;
    await tocLink.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
  });

  test('the navbar keeps its server elements, and its colour mode switch responds', async ({page}) => {
    const parts = ['.navbar__inner'];
    await keepServerElements(page, parts);
    await page.goto('/docs/glossary/csat');
    expect(await sameElementsOnce(page, parts)).toEqual(parts.map((s) => `${s}: kept, 1`));
    // Set once every deferred part has hydrated: scripts wait for it before clicking (scripts/bench-search.ts).
    await expect(page.locator('html')).toHaveAttribute('data-parts-hydrated', 'true');

    const before = await page.locator('html').getAttribute('data-theme');
    await page.locator('.navbar__inner button[title*="mode"]').first().click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', before!);
  });

  test('an API page keeps its content and samples, and the sample tabs switch', async ({page}) => {
    const parts = [
      '.theme-api-markdown',
      // The response schema table (over 1,000 elements) and a row deep inside it: parts of their own
      // (src/utils/hydration-parts.ts), kept like the rest.
      '.theme-api-markdown > table:last-of-type',
      '.theme-api-markdown > table:last-of-type > tbody > tr:last-child',
      'aside[aria-label="Request samples"]',
    ];
    await keepServerElements(page, parts);
    await page.goto('/api/add-user');
    expect(await sameElementsOnce(page, parts)).toEqual(parts.map((s) => `${s}: kept, 1`));

    const samples = page.getByRole('complementary', {name: 'Request samples'});
    await samples.getByRole('tab', {name: 'Python'}).click();
    await expect(samples.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    // Only the chosen sample is rendered (lazy tabs): the Python one appears on choosing it.
    await expect(samples.getByRole('tabpanel').locator('code')).toContainText('import requests');
  });
});

test.describe('parts hidden on phones hydrate only at desktop widths (HydrateLater media)', () => {
  test.use({viewport: {width: 412, height: 823}});
  const SIDEBAR = 'aside.theme-doc-sidebar-container';

  async function caretResponds(page: Page) {
    const caret = page.locator(`${SIDEBAR} button.clean-btn.menu__caret`).first();
    const expanded = await caret.getAttribute('aria-expanded');
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
  }

  /**
   * Loads a doc page on a phone, checks that `selector` (a part held back there) is hidden, widens the
   * window, and returns whether the element shown then is still the one the server sent.
   */
  async function widenKeepsServerElement(page: Page, selector: string, show: () => Promise<void>) {
    await page.addInitScript((s) => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {__server: Element | null}).__server = document.querySelector(s);
      });
    }, selector);
    await page.goto('/docs/platform_concepts/inbox/tickets');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    await expect(page.locator(selector)).toBeHidden();

    await page.setViewportSize({width: 1280, height: 900});
    await show();
    return page.evaluate(
      (s) => (window as unknown as {__server: Element | null}).__server === document.querySelector(s),
      selector,
    );
  }

  test('the doc sidebar keeps its server element on a phone and hydrates when the window widens', async ({page}) => {
    const kept = await widenKeepsServerElement(page, SIDEBAR, () => expect(page.locator(SIDEBAR)).toBeVisible());
    expect(kept).toBe(true);
    await caretResponds(page);
  });

  test('the navbar language menu keeps its server element on a phone and responds once the window widens', async ({
    page,
  }) => {
    const MENU = '.navbar__items--right .navbar__item.dropdown';
    const toggle = page.locator(`${MENU} > a[aria-haspopup="true"]`);
    const kept = await widenKeepsServerElement(page, MENU, () => expect(toggle).toBeVisible());
    expect(kept).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The stock menu opens on hover (CSS) and, once hydrated, on Enter.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('after a client-side move on a phone, widening the window shows the new page in the sidebar', async ({page}) => {
    await page.goto('/docs/platform_concepts/inbox/tickets');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const target = '/docs/platform_concepts/getting-started';
    await page.evaluate((path) => {
      window.history.pushState({key: 'media-test'}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', {state: {key: 'media-test'}}));
    }, target);
    await expect(page).toHaveURL(new RegExp(`${target}$`));

    await page.setViewportSize({width: 1280, height: 900});
    await expect(page.locator(SIDEBAR)).toHaveCount(1);
    await expect(page.locator(`${SIDEBAR} a.menu__link--active`).last()).toHaveAttribute('href', target);
    await caretResponds(page);
  });
});
