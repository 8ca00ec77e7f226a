import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * React DOM hydrates the HTML React rendered at build time. React reports a mismatch it sees (the
 * shared fixture fails a test on any hydration warning), but it does not compare text it patches
 * silently or attributes it ignores; so this also compares, for one page of each kind, the DOM after
 * hydrating the server HTML with the DOM the client renders itself when it navigates to the same
 * page: any difference is markup the two renders disagree on.
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
      // A <noscript> holds its server HTML as text when scripts run; React never renders its children
      // in the browser (they only matter with JavaScript off, tests/e2e/no-js.spec.ts).
      if (el.tagName === 'NOSCRIPT') return '<noscript></noscript>';
      // React's server render marks the chosen <option> with a `selected` attribute; its client render
      // sets the select's value instead: compare which option is selected, not how.
      const selected = el instanceof HTMLOptionElement && el.selected ? ['selected'] : [];
      const attributes = [
        ...[...el.attributes].filter(({name}) => !(el instanceof HTMLOptionElement && name === 'selected')),
      ]
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
        .concat(selected)
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
    // A part the client renders differently is thrown away and rendered afresh (React's recovery from a
    // mismatch): a restyle and relayout of the whole page, seen here as removed top-level elements.
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

/**
 * Input during hydration. Docusaurus hydrates inside a transition, in slices, and the doc body, sidebar,
 * TOC, footer and API content are Suspense boundaries of their own (src/components/HydrationBoundary).
 * A click on a part that has not hydrated yet must take effect: React hydrates that part first and then
 * dispatches the event. Each test slows the CPU and clicks in the task right after React has started
 * hydrating (an init script watches for `window.docusaurusRoot`, which Docusaurus sets when it calls
 * hydrateRoot), so the click always lands before hydration has finished, and then checks the result.
 */
test.describe('a click during hydration takes effect', () => {
  test.use({viewport: {width: 1280, height: 900}});

  /** Clicks `selector` in the task after hydration starts; records whether the page had hydrated. */
  async function clickWhenHydrationStarts(page: Page, path: string, selector: string) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.addInitScript((target) => {
      const w = window as unknown as {__clicked?: {hydrated: boolean; found: boolean}};
      let root: unknown;
      Object.defineProperty(window, 'docusaurusRoot', {
        configurable: true,
        get: () => root,
        set(value) {
          root = value;
          setTimeout(() => {
            const element = document.querySelector<HTMLElement>(target);
            w.__clicked = {hydrated: document.documentElement.dataset.hasHydrated === 'true', found: !!element};
            element?.click();
          });
        },
      });
    }, selector);
    await page.goto(path);
    await page.waitForFunction(() => (window as unknown as {__clicked?: unknown}).__clicked !== undefined);
    const clicked = await page.evaluate(() => (window as unknown as {__clicked: object}).__clicked);
    expect(clicked, 'the click happened before hydration had finished').toEqual({hydrated: false, found: true});
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  }

  test('a sidebar category caret expands or collapses its category', async ({page}) => {
    const caret = 'aside.theme-doc-sidebar-container button.clean-btn.menu__caret';
    await page.goto('/docs/platform_concepts/inbox/tickets');
    const before = await page.locator(caret).first().getAttribute('aria-expanded');
    await clickWhenHydrationStarts(page, '/docs/platform_concepts/inbox/tickets', caret);
    await expect(page.locator(caret).first()).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true');
  });

  test('a table-of-contents link moves to its section', async ({page}) => {
    const link = '.theme-doc-toc-desktop li:nth-child(2) > a[href^="#"]';
    await clickWhenHydrationStarts(page, '/docs/platform_concepts/inbox/tickets', link);
    const hash = await page.locator(link).first().getAttribute('href');
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await expect(page.locator(hash!)).toBeInViewport();
  });

  test('a "Was this page helpful?" vote is recorded', async ({page}) => {
    const yes = 'section[aria-label="Page feedback"] button[aria-pressed]';
    await clickWhenHydrationStarts(page, '/docs/glossary/csat', yes);
    await expect(page.locator(yes).first()).toHaveAttribute('aria-pressed', 'true');
  });

  test('an API page sample tab switches the sample', async ({page}) => {
    const python = 'aside[aria-label="Request samples"] [role="tab"]:nth-child(3)';
    await clickWhenHydrationStarts(page, '/api/add-user', python);
    const samples = page.getByRole('complementary', {name: 'Request samples'});
    await expect(samples.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(samples.getByRole('tabpanel').locator('code')).toContainText('import requests');
  });
});
