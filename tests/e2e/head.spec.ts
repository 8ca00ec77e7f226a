import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * `<Head>` (Helmet) instances mount as the page hydrates, boundary by boundary
 * (src/components/HydrationBoundary). On a page load the head must stay as the server wrote it, also
 * while some instances have mounted and others not yet; after a client-side move it must be the new
 * page's own head, as the server writes it. Helmet lets later instances override earlier ones, so
 * the order in which they mount decides which title, description and canonical URL win.
 */
const PAGES = [
  '/',
  '/docs/platform_concepts/getting-started',
  '/docs/glossary/csat',
  '/docs/tags/webhooks',
  '/docs/tags',
  '/api/add-user',
  '/api',
  '/search',
  '/whats-new',
  '/videos',
];

/** Where the client starts before moving to the page under test. */
const START = '/enterprise-integration';

type HeadSummary = {title: string; html: string[]; meta: string[]; links: string[]};

/** The parts of the head Helmet manages, for the live document and for the server's HTML of `path`. */
async function heads(page: Page, path: string): Promise<{live: HeadSummary; server: HeadSummary}> {
  const html = await (await page.request.get(path)).text();
  return page.evaluate((serverHtml) => {
    const summarise = (doc: Document): HeadSummary => ({
      title: doc.title,
      html: ['lang', 'dir', 'class'].map((name) => `${name}=${doc.documentElement.getAttribute(name) ?? ''}`),
      meta: [...doc.head.querySelectorAll('meta[name], meta[property]')]
        .map((m) => `${m.getAttribute('name') ?? m.getAttribute('property')}=${m.getAttribute('content')}`)
        .sort(),
      links: [...doc.head.querySelectorAll('link[rel=canonical], link[rel=alternate]')]
        .map((l) => `${l.getAttribute('rel')} ${l.getAttribute('hreflang') ?? ''} ${l.getAttribute('href')}`)
        .sort(),
    });
    return {live: summarise(document), server: summarise(new DOMParser().parseFromString(serverHtml, 'text/html'))};
  }, html);
}

async function headsMounted(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  // Helmet writes the head in an animation frame after its last instance mounts.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const path of PAGES) {
  test(`${path}: the head stays as the server wrote it, also while Helmet mounts`, async ({page}) => {
    // Every title and description the page shows from the moment it is parsed: Helmet writing the
    // head before all of the page's heads had mounted would show the site's defaults for a moment.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const seen: string[] = ((window as unknown as {__seen: string[]}).__seen = []);
        const record = () =>
          seen.push(`${document.title} | ${document.querySelector('meta[name=description]')?.getAttribute('content')}`);
        record();
        new MutationObserver(record).observe(document.head, {childList: true, subtree: true, characterData: true});
      });
    });
    await page.goto(path);
    await headsMounted(page);
    const {live, server} = await heads(page, path);
    expect(server.title).not.toBe('');
    expect(live).toEqual(server);
    const description = server.meta.find((m) => m.startsWith('description='))?.slice('description='.length);
    const seen = await page.evaluate(() => (window as unknown as {__seen: string[]}).__seen);
    expect([...new Set(seen)]).toEqual([`${server.title} | ${description}`]);
  });

  test(`${path}: after a client-side move the head is the page's own`, async ({page}) => {
    await page.goto(START);
    await headsMounted(page);
    await page.evaluate((target) => {
      // Client-side navigation: the router (history v4) follows popstate, as it does for Back/Forward.
      window.history.pushState({key: 'head-test'}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', {state: {key: 'head-test'}}));
    }, path);
    const server = (await heads(page, path)).server;
    expect(server.title).not.toBe((await heads(page, START)).server.title);
    await expect.poll(async () => (await heads(page, path)).live).toEqual(server);
  });
}
