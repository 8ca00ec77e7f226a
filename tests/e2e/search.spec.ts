import {test, expect as baseExpect} from './fixtures';
import type {Page, Route} from '@playwright/test';

/**
 * The search modal and page on the local index (spec §2 Search modal, §3 Search hit, §4 search status
 * and keys, saved searches, §5 input rules, §7 calls, §8 errors, §9 constants). No timed assertions:
 * waits are for states, never for durations.
 */

// The machine these run on is shared; states can take longer than the default 5 s to appear.
const expect = baseExpect.configure({timeout: 10_000});

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
// The hits, not DocSearch's "Ask AI" row above them (see ask.spec.ts).
const hits = (page: Page) => page.locator('.DocSearch-Hits .DocSearch-Hit');
const active = (page: Page) => page.locator('.DocSearch-Hit[aria-selected=true]');
const INDEX = '**/assets/search/index.*.json';

/** Loads a page and waits for React to take it over (the shortcuts listen from then on). */
async function load(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

async function openWithButton(page: Page): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await expect(input(page)).toBeFocused();
}

/** Waits until the hits on screen are this query's (DocSearch keeps the last screen while loading). */
async function resultsFor(page: Page, query: string): Promise<void> {
  const word = query.split(' ')[0].slice(0, 4);
  await expect(active(page)).toBeVisible();
  await expect(
    hits(page)
      .locator('mark')
      .filter({hasText: new RegExp(word, 'i')})
      .first(),
  ).toBeVisible();
}

/** From the Ask AI row, which DocSearch makes active first, down to the first hit. */
async function toFirstHit(page: Page): Promise<void> {
  await expect(active(page).locator('.DocSearch-Hit--AskAI')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(active(page).locator('[data-url]')).toBeVisible();
}

async function search(page: Page, query: string): Promise<void> {
  await openWithButton(page);
  await input(page).fill(query);
  await resultsFor(page, query);
}

test.describe('opening and closing', () => {
  test('opens on the button, shows the placeholder, closes on Escape', async ({page}) => {
    await load(page, '/');
    await openWithButton(page);
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
  });

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    test(`opens on ${shortcut}`, async ({page}) => {
      await load(page, '/docs/platform_concepts/inbox/tickets');
      await page.locator('article h1').click();
      await page.keyboard.press(shortcut);
      await expect(input(page)).toBeFocused();
    });
  }

  test('"/" typed into another input does not open it', async ({page}) => {
    await load(page, '/search');
    await page.locator('input[name=q]').click();
    await page.keyboard.type('a/b');
    await expect(page.locator('input[name=q]')).toHaveValue('a/b');
    await expect(modal(page)).toHaveCount(0);
  });

  test('a letter or digit typed on the focused button opens it with that character', async ({page}) => {
    await load(page, '/');
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('w');
    await expect(input(page)).toHaveValue('w');
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('7');
    await expect(input(page)).toHaveValue('7');
  });
});

test.describe('query rules', () => {
  test('accepts at most 64 characters', async ({page}) => {
    await load(page, '/');
    await openWithButton(page);
    await page.keyboard.type('x'.repeat(70));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });

  test('starts from the selected text, cut to 64 characters', async ({page}) => {
    await load(page, '/docs/platform_concepts/inbox/tickets');
    const selected = await page.evaluate(() => {
      const p = [...document.querySelectorAll('article p')].find((el) => (el.textContent ?? '').length > 100)!;
      const range = document.createRange();
      range.selectNodeContents(p);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString().replace(/\s+/g, ' ').trim();
    });
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue(selected.slice(0, 64));
  });
});

test.describe('results', () => {
  test('groups hits by section, at most 5 per group', async ({page}) => {
    await load(page, '/');
    await search(page, 'whatsapp');
    const groups = page.locator('.DocSearch-Hits');
    await expect(groups.nth(1)).toBeVisible();
    const sizes = await groups.evaluateAll((sections) =>
      sections.map((s) => ({
        title: s.querySelector('.DocSearch-Hit-source')?.textContent,
        count: s.querySelectorAll('.DocSearch-Hit').length,
      })),
    );
    expect(new Set(sizes.map((s) => s.title)).size).toBe(sizes.length);
    for (const group of sizes) expect(group.count).toBeLessThanOrEqual(5);
    expect(sizes.map((s) => s.title)).toContain('Help Docs');
  });

  const snippetWords = async (page: Page): Promise<number[]> => {
    await load(page, '/');
    await search(page, 'tickets');
    // Page hits show their description as the content snippet.
    return page
      .locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-path')
      .evaluateAll((els) =>
        els.map((el) => (el.textContent ?? '').replace(/…/g, ' ').trim().split(/\s+/).filter(Boolean).length),
      );
  };

  test('snippets are 10 words on a wide screen', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    const counts = await snippetWords(page);
    expect(counts.length).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBe(10);
  });

  test('snippets are 5 words up to 768 px', async ({page}) => {
    await page.setViewportSize({width: 700, height: 800});
    const counts = await snippetWords(page);
    expect(counts.length).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBe(5);
  });

  test('highlights the matched words', async ({page}) => {
    await load(page, '/');
    await search(page, 'ticket statuses');
    await expect(hits(page).locator('mark').first()).toBeVisible();
    // The page hit comes first with its matching sections under it.
    await expect(hits(page).first()).toContainText('Tickets');
    await expect(hits(page).filter({hasText: 'Statuses'}).first()).toBeVisible();
  });

  test('shows the stalled state while the index is slow, then the hits', async ({page}) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(INDEX, async (route: Route) => {
      await held;
      await route.continue();
    });
    await load(page, '/');
    await openWithButton(page);
    await input(page).fill('tickets');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    release();
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });

  test('"See all N results" leads to the search page', async ({page}) => {
    await load(page, '/');
    await search(page, 'tickets');
    const footer = page.getByRole('link', {name: /^See all \d+ results$/});
    await expect(footer).toBeVisible();
    await footer.click();
    await expect(page).toHaveURL(/\/search\?q=tickets$/);
    await expect(page.locator('article h2 a').first()).toBeVisible();
  });
});

test.describe('keyboard', () => {
  test('arrows move the active hit and Enter opens it', async ({page}) => {
    await load(page, '/');
    await search(page, 'ticket statuses');
    await toFirstHit(page);
    const first = await active(page).getAttribute('id');
    await page.keyboard.press('ArrowDown');
    await expect(active(page)).not.toHaveAttribute('id', first!);
    await page.keyboard.press('ArrowUp');
    await expect(active(page)).toHaveAttribute('id', first!);
    const href = await active(page).locator('[data-url]').getAttribute('data-url');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('a section hit opens its page at that section', async ({page}) => {
    await load(page, '/');
    await search(page, 'merging tickets');
    const section = hits(page).locator('[data-url$="/docs/platform_concepts/inbox/tickets#merging-tickets"]').first();
    await section.click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/docs\/platform_concepts\/inbox\/tickets#merging-tickets$/);
    await expect(page.locator('#merging-tickets')).toBeInViewport();
  });

  for (const [keys, what] of [
    ['Control+Enter', 'a new tab'],
    ['Shift+Enter', 'a new window'],
  ] as const) {
    test(`${keys} opens the hit in ${what}`, async ({page, context}) => {
      await load(page, '/');
      await search(page, 'ticket statuses');
      await toFirstHit(page);
      const href = await active(page).locator('[data-url]').getAttribute('data-url');
      const opened = context.waitForEvent('page');
      await page.keyboard.press(keys);
      const other = await opened;
      await other.waitForLoadState('domcontentloaded');
      expect(new URL(other.url()).pathname + new URL(other.url()).hash).toBe(href);
      await expect(input(page)).toBeVisible();
      await other.close();
    });
  }

  test('Tab leaves the result list', async ({page}) => {
    await load(page, '/');
    await search(page, 'tickets');
    await expect(active(page)).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(input(page)).not.toBeFocused();
    await expect(active(page)).toHaveCount(0);
  });
});

test.describe('recent and favourite searches', () => {
  /** Searches, opens the first hit, and waits until its page is on screen (as a reader would). */
  async function visit(page: Page, query: string): Promise<void> {
    await page.keyboard.press('Control+k');
    await input(page).fill(query);
    await resultsFor(page, query);
    await toFirstHit(page);
    const target = new URL((await active(page).locator('[data-url]').getAttribute('data-url'))!, page.url()).pathname;
    const heading = page.locator('h1').first();
    const before = new URL(page.url()).pathname === target ? null : await heading.textContent();
    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === target);
    if (before !== null) await expect(heading).not.toHaveText(before);
  }

  const QUERIES = [
    'tickets',
    'whatsapp templates',
    'knowledge base',
    'csat',
    'webhook',
    'otp',
    'voicex',
    'segments',
    'intents',
  ];

  test('keeps 7 recent searches, 4 once there are favourites, up to 10 favourites, across reloads', async ({page}) => {
    test.setTimeout(120_000);
    await load(page, '/docs/platform_concepts/inbox/tickets');
    for (const q of QUERIES) await visit(page, q);
    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hits').filter({hasText: 'Recent'}).locator('.DocSearch-Hit');
    await expect(recent).toHaveCount(7);

    // Promote the newest recent search to a favourite: it leaves the recent list.
    const newest = await recent.first().locator('.DocSearch-Hit-title').textContent();
    await recent.first().hover();
    await recent.first().getByTitle('Save this search').click();
    const favourites = page.locator('.DocSearch-Hits').filter({hasText: 'Favorite'}).locator('.DocSearch-Hit');
    await expect(favourites).toHaveCount(1);
    await expect(favourites.first()).toContainText(newest!);
    // With a favourite, at most 4 recent searches show, at once (issue 21: the list kept 6 until a reload).
    await expect(recent).toHaveCount(4);

    // Persisted: after a reload, the same.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await expect(favourites).toHaveCount(1);
    await expect(recent).toHaveCount(4);

    // Remove one from each list.
    await recent.first().hover();
    await recent.first().getByTitle('Remove this search from history').click();
    await expect(recent).toHaveCount(3);
    await favourites.first().hover();
    await favourites.first().getByTitle('Remove this search from favorites').click();
    await expect(favourites).toHaveCount(0);
  });

  test('keeps at most 10 favourites', async ({page}) => {
    await load(page, '/');
    const items = Array.from({length: 12}, (_, i) => ({
      objectID: `fav-${i}`,
      url: `https://docs.mynah.app/docs/glossary/csat#f${i}`,
      type: 'lvl1',
      hierarchy: {lvl0: 'Glossary', lvl1: `Favourite ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: null,
    }));
    await page.evaluate(
      (list) => localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__mynah-docs', JSON.stringify(list)),
      items,
    );
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hits').filter({hasText: 'Favorite'}).locator('.DocSearch-Hit')).toHaveCount(
      10,
    );
  });

  test.describe('when storage is unavailable', () => {
    test.use({allowedConsole: /storage/i});

    test('search still works and nothing crashes', async ({page}) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      });
      await load(page, '/');
      await visit(page, 'tickets');
      await expect(page).toHaveURL(/\/docs\//);
      await page.keyboard.press('Control+k');
      await input(page).fill('csat');
      await resultsFor(page, 'csat');
      await expect(page.getByText('This page crashed.')).toHaveCount(0);
    });
  });
});

test.describe('no results and errors', () => {
  test('no-results screen: the query in quotes, suggestions and "Let us know."', async ({page}) => {
    await load(page, '/');
    await openWithButton(page);
    await input(page).fill('ticketsqqqzzzz');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toBeVisible();
    await expect(screen.locator('.DocSearch-Title')).toHaveText(/No results (found )?for "ticketsqqqzzzz"/);
    await expect(screen.getByText('Try searching for:')).toBeVisible();
    const suggestions = screen.locator('.DocSearch-Prefill');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(screen.getByText('Believe this query should return results?')).toBeVisible();
    await expect(screen.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /ticketsqqqzzzz/);
    await suggestions.first().click();
    await expect(hits(page).first()).toBeVisible();
  });

  test.describe('when the index cannot be fetched', () => {
    test.use({allowedConsole: /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/});

    test('error screen when the index cannot be fetched', async ({page}) => {
      await page.route(INDEX, (route) => route.abort('internetdisconnected'));
      await load(page, '/');
      await openWithButton(page);
      await input(page).fill('tickets');
      const screen = page.locator('.DocSearch-ErrorScreen');
      await expect(screen).toBeVisible();
      await expect(screen).toContainText('Unable to fetch results');
      await expect(screen).toContainText('You might want to check your network connection.');
      await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    });
  });
});

test.describe('network and loading', () => {
  test('no search request or preconnect before the first interaction, and none to a search host', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await load(page, '/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => /search-index|assets\/search\//.test(u))).toEqual([]);
    expect(
      await page.locator('link[rel=preconnect]').evaluateAll((l) => l.map((e) => e.getAttribute('href'))),
    ).not.toContainEqual(expect.stringMatching(/algolia/));
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => requests.some((u) => /assets\/search\/index\./.test(u))).toBe(true);
    await search(page, 'tickets');
    expect(requests.filter((u) => /algolia|algolianet|insights/.test(u))).toEqual([]);
  });
});

test.describe('analytics', () => {
  type Event = {eventType: string; objectIDs: string[]; queryID?: string; index: string; positions?: number[]};
  const events = (page: Page) =>
    page.evaluate(() => (window as unknown as {__mynahSearchInsights?: Event[]}).__mynahSearchInsights ?? []);

  test('sends view events once typing settles (400 ms), and click events, in chunks of at most 20', async ({page}) => {
    // A fake clock makes the debounce deterministic: time moves only when the test says so.
    await page.clock.install();
    await load(page, '/');
    await openWithButton(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    for (const typed of ['w', 'wh', 'what', 'whatsa', 'whatsapp']) {
      await input(page).fill(typed);
      await resultsFor(page, typed);
    }
    const views = async () => (await events(page)).filter((e) => e.eventType === 'view');
    await page.clock.runFor(1);
    await page.clock.runFor(398);
    expect(await views()).toEqual([]);
    await page.clock.runFor(2);
    await expect.poll(async () => (await views()).length).toBeGreaterThan(0);
    // One batch set, for the settled query's hits, each once.
    const viewed = (await views()).flatMap((v) => v.objectIDs);
    expect(viewed).toHaveLength(await hits(page).count());
    expect(new Set(viewed).size).toBe(viewed.length);
    for (const v of await views()) {
      expect(v.objectIDs.length).toBeGreaterThan(0);
      expect(v.objectIDs.length).toBeLessThanOrEqual(20);
      expect(v.index).toBe('mynah-docs');
    }
    await hits(page).first().click();
    await expect.poll(async () => (await events(page)).filter((e) => e.eventType === 'click').length).toBe(1);
    const click = (await events(page)).find((e) => e.eventType === 'click')!;
    expect(click.objectIDs).toEqual([viewed[0]]);
    expect(click.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(click.positions).toEqual([1]);
  });
});

test.describe('search page', () => {
  test('reads q on a direct load, highlights, and pages', async ({page}) => {
    await load(page, '/search?q=whatsapp');
    await expect(page.locator('h1')).toHaveText('Search results for "whatsapp"');
    await expect(page.locator('input[name=q]')).toHaveValue('whatsapp');
    const results = page.locator('article');
    await expect(results).toHaveCount(20);
    await expect(results.first().locator('mark').first()).toBeVisible();
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    const firstTitle = await results.first().locator('h2').textContent();
    await page.getByRole('navigation', {name: 'Search result pages'}).getByRole('link', {name: 'Next'}).click();
    await expect(page).toHaveURL(/\/search\?q=whatsapp&page=2$/);
    await expect(results.first().locator('h2')).not.toHaveText(firstTitle!);
  });

  test('the bare page is indexable; a results view asks not to be indexed', async ({page}) => {
    const robots = page.locator('meta[name=robots]');
    await load(page, '/search');
    await expect(robots).toHaveCount(0);
    await page.locator('input[name=q]').fill('tickets');
    await expect(page).toHaveURL(/\/search\?q=tickets$/);
    await expect(robots).toHaveAttribute('content', 'noindex, follow');
  });

  test.describe('when the index cannot be fetched', () => {
    test.use({allowedConsole: /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/});

    test('shows the error', async ({page}) => {
      await page.route(INDEX, (route) => route.abort('internetdisconnected'));
      await load(page, '/search?q=tickets');
      await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    });
  });
});
