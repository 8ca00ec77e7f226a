import type {Page} from '@playwright/test';
import {test as base, expect} from './fixtures';
import {
  AXE_SOURCE,
  NOT_FOUND_PROBE,
  blockingViolations,
  countByRule,
  pagesToScan,
  settled,
  type Finding,
  type ScanScope,
} from './lib/axe';

/**
 * Accessibility (issue 10 §3): axe-core in Chromium over the pages the build serves (a sample in every
 * run, every page with A11Y_SCAN=all), in light mode, and over one page of each kind, hydrated, in both
 * colour modes with its interactive states (lazy diagrams rendered, search modal open, mobile menu
 * open). No serious or critical violation may remain.
 */

/**
 * One page per worker for the whole-site scan; axe is injected once per document by an init script.
 * It scans each page as the server renders it, with the site's CSS but without the app's scripts: the
 * content is all there, and the CI budget (2 cores) has no room for hydrating 560 pages. What only
 * the running app adds (search button state, toggles, modals, the chat launcher) is scanned on one
 * page of each kind below, hydrated, in both colour modes.
 */
const test = base.extend<object, {scanPage: Page}>({
  scanPage: [
    async ({browser}, use) => {
      const context = await browser.newContext({reducedMotion: 'reduce', serviceWorkers: 'block'});
      await context.route('**/assets/js/**', (route) => route.abort('blockedbyclient'));
      const page = await context.newPage();
      await page.addInitScript({content: AXE_SOURCE});
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
});

const ALL_PAGES = pagesToScan();

/**
 * How much the site-wide scan checks. `npm run test:e2e` (and CI) scans a fixed sample: the first page of
 * each section (`/docs/glossary`, `/api`, …) whole, since its navbar, sidebar and footer are the ones every
 * page of the section shares, and one page in six inside `main`, where pages differ; every rule on both.
 * Scanning all 680 pages took ~10 minutes of CI's two cores, a third of its budget, for content that comes
 * out of one Markdown pipeline: what a page's own words can get wrong (images without alt text, skipped
 * heading levels, inline styles) the content check refuses on every page (scripts/lib/content-rules.ts).
 *
 * `A11Y_SCAN=all npm run test:e2e -- a11y` scans every page: `main` with every rule but the visual ones
 * (contrast, target size, links told apart by colour alone, ~70% of a scan's time; they depend on the
 * stylesheet and on the components a page uses, which the sample and the scans of one page of each kind
 * below check hydrated in both colour modes). Run it after changing templates, components or CSS.
 */
const SCAN_ALL = process.env.A11Y_SCAN === 'all';
const SAMPLE_EVERY = 6;
const sectionOf = (p: string) =>
  p
    .split('/')
    .slice(0, p.startsWith('/docs/') ? 3 : 2)
    .join('/');
const WHOLE_PAGE = new Set(ALL_PAGES.filter((p, i) => i === 0 || sectionOf(ALL_PAGES[i - 1]) !== sectionOf(p)));
const SAMPLED = new Set(ALL_PAGES.filter((_, i) => i % SAMPLE_EVERY === 0));
const PAGES = SCAN_ALL ? ALL_PAGES : ALL_PAGES.filter((p) => WHOLE_PAGE.has(p) || SAMPLED.has(p));
const scopeOf = (path: string): ScanScope =>
  WHOLE_PAGE.has(path) ? {} : {within: 'main', skipVisual: !SAMPLED.has(path)};
const PAGES_PER_TEST = 20;
const shards = Array.from({length: Math.ceil(PAGES.length / PAGES_PER_TEST)}, (_, i) =>
  PAGES.slice(i * PAGES_PER_TEST, (i + 1) * PAGES_PER_TEST),
);

function report(findings: Finding[]): string {
  return `${JSON.stringify(countByRule(findings))}\n${findings
    .slice(0, 25)
    .map((f) => `${f.page} ${f.rule} (${f.impact}) ${f.target}: ${f.summary}`)
    .join('\n')}`;
}

test.describe(`${SCAN_ALL ? 'every page' : 'a sample of pages and every section'}, light mode`, () => {
  test('the scan reads the whole build and samples every section', () => {
    expect(ALL_PAGES.length, 'no pages found: run npm run build first').toBeGreaterThan(500);
    expect(new Set(PAGES.map(sectionOf))).toEqual(new Set(ALL_PAGES.map(sectionOf)));
  });

  shards.forEach((paths, i) => {
    test(`axe: pages ${i * PAGES_PER_TEST + 1}–${i * PAGES_PER_TEST + paths.length} of ${PAGES.length} scanned`, async ({
      scanPage,
    }) => {
      test.setTimeout(180_000);
      const findings: Finding[] = [];
      for (const path of paths) {
        const response = await scanPage.goto(path, {waitUntil: 'domcontentloaded'});
        expect(response?.status(), path).toBe(path === NOT_FOUND_PROBE ? 404 : 200);
        findings.push(...(await blockingViolations(scanPage, path, scopeOf(path))));
      }
      expect(findings, report(findings)).toEqual([]);
    });
  });
});

/** One page of each kind the site has. */
const KINDS: [string, string][] = [
  ['home', '/'],
  ['docs index', '/docs'],
  ['doc page with sidebar, code and diagrams', '/docs/platform_concepts/inbox/tickets'],
  ['doc page without sidebar', '/docs/platform_concepts/studio/build/create-agent'],
  ['cookbook with Mermaid and JSON', '/docs/cookbooks/integrations/google-calendar-booking'],
  ['glossary term', '/docs/glossary/chatbot'],
  ['release notes', '/docs/updates/2023/jan'],
  ['tag index', '/docs/tags'],
  ['tag page', '/docs/tags/flows'],
  ['API introduction', '/api'],
  ['API operation', '/api/add-user'],
  ["What's New", '/whats-new'],
  ['videos', '/videos'],
  ['enterprise integration', '/enterprise-integration'],
  ['search results', '/search?q=whatsapp'],
  ['crash diagnostics', '/diagnostics/crash'],
  ['offline page', '/offline'],
];

/** Scrolls through the page so lazily rendered parts (Mermaid diagrams) render before the scan. */
async function renderLazyParts(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
  const diagrams = page.locator('.docusaurus-mermaid-container');
  // Every diagram slot near the viewport on the way down has rendered its SVG.
  for (const diagram of await diagrams.all()) await expect(diagram.locator('svg')).toBeVisible();
}

async function useColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  const toggle = page.getByRole('button', {name: /dark and light mode/i});
  if ((await toggle.count()) === 0) {
    // The offline page has no toggle: it follows the stored choice, else the system, read on load.
    await page.emulateMedia({colorScheme: mode});
    await page.reload();
  } else {
    while ((await html.getAttribute('data-theme')) !== mode) await toggle.click();
  }
  await expect(html).toHaveAttribute('data-theme', mode);
}

/** Opens `path` with axe ready, once the app has hydrated, in colour mode `mode`. */
async function openHydrated(page: Page, path: string, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript({content: AXE_SOURCE});
  await page.goto(path);
  await settled(page);
  await useColourMode(page, mode);
}

async function expectNoViolations(page: Page): Promise<void> {
  const findings = await blockingViolations(page);
  expect(findings, report(findings)).toEqual([]);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`one page of each kind, ${mode} mode`, () => {
    test.use({reducedMotion: 'reduce', serviceWorkers: 'block'});

    for (const [kind, path] of KINDS) {
      test(`axe: ${kind} (${path})`, async ({page}) => {
        await openHydrated(page, path, mode);
        await renderLazyParts(page);
        await expectNoViolations(page);
      });
    }

    test('axe: the search modal with results', async ({page}) => {
      await openHydrated(page, '/docs/platform_concepts/inbox/tickets', mode);
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('whatsapp');
      await expect(page.locator('.DocSearch-Hit[aria-selected=true]')).toBeVisible();
      await expectNoViolations(page);
    });

    test('axe: the search modal scrolled to "See all" results', async ({page}) => {
      await openHydrated(page, '/docs/platform_concepts/inbox/tickets', mode);
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('whatsapp');
      await expect(page.locator('.DocSearch-Hit[aria-selected=true]')).toBeVisible();
      const seeAll = page.locator('.DocSearch-HitsFooter a');
      await seeAll.scrollIntoViewIfNeeded();
      await expect(seeAll).toBeInViewport();
      await expectNoViolations(page);
    });

    test('axe: the search modal with no results', async ({page}) => {
      await openHydrated(page, '/docs/platform_concepts/inbox/tickets', mode);
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('zzqxvkw');
      await expect(page.getByRole('link', {name: 'Let us know.'})).toBeVisible();
      await expectNoViolations(page);
    });

    test('axe: the mobile menu, open', async ({page}) => {
      await openHydrated(page, '/docs/platform_concepts/inbox/tickets', mode);
      await page.setViewportSize({width: 390, height: 844});
      await page.getByRole('button', {name: /toggle navigation bar/i}).click();
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
      await expectNoViolations(page);
    });

    test.describe('not found', () => {
      // The browser reports the 404 document response itself.
      test.use({allowedConsole: /the server responded with a status of 404/});

      test('axe: the not-found page', async ({page}) => {
        await openHydrated(page, NOT_FOUND_PROBE, mode);
        await expectNoViolations(page);
      });
    });
  });
}

/** Pages whose tables are wider than a phone: each scrolls sideways inside a region a keyboard can reach. */
test.describe('wide tables at 390 px', () => {
  test.use({viewport: {width: 390, height: 844}, reducedMotion: 'reduce', serviceWorkers: 'block'});

  for (const path of ['/docs/platform_concepts/studio/API', '/docs/enterprise-integration/getting-started', '/api']) {
    test(`axe: ${path}`, async ({page}) => {
      await page.addInitScript({content: AXE_SOURCE});
      await page.goto(path);
      await settled(page);
      await expectNoViolations(page);
      // The page has a table wider than the phone, and its scroller is reached with Tab and named.
      const scrollers = await page.locator('main table').evaluateAll((tables) =>
        tables
          .map((table) => {
            // The nearest box, the table or one around it, that scrolls sideways.
            const scrolls = (el: Element) =>
              ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth;
            let scroller: Element | null = table;
            while (scroller && scroller.tagName !== 'MAIN' && !scrolls(scroller)) scroller = scroller.parentElement;
            return scroller && scroller.tagName !== 'MAIN'
              ? {tabIndex: (scroller as HTMLElement).tabIndex, name: scroller.getAttribute('aria-label') ?? ''}
              : null;
          })
          .filter((found) => found !== null),
      );
      expect(scrollers.length, 'a table scrolls sideways').toBeGreaterThan(0);
      for (const scroller of scrollers) {
        expect(scroller.tabIndex).toBe(0);
        expect(scroller.name).toMatch(/\S/);
      }
    });
  }
});
