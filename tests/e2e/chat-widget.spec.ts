import {randomUUID} from 'node:crypto';
import type {APIRequestContext, ConsoleMessage, Page, Route} from '@playwright/test';
import {test, expect} from './fixtures';
import {env} from '../../config/env';

/**
 * The chat widget and the page-context call (spec §4, §5, §7, §8), against the local stand-in
 * (tools/chat-stand-in). Tests run in parallel against one stand-in, so each test gives its reader
 * a jid of its own (or a page query of its own) and only looks at the calls carrying it.
 */

const STAND_IN = env.chat.origin;
const BOT = env.chat.botId;
const GETTING_STARTED = '/docs/platform_concepts/getting-started';
const INBOX = '/docs/platform_concepts/inbox';
const TICKETS = '/docs/platform_concepts/inbox/tickets';

test.skip(!env.chat.standIn, 'runs against the local chat stand-in (no CHAT_* variable set)');

type Call = {bot: string; body: {uid: string; pageUrl: string; payload: {title: string}} & Record<string, unknown>};

/** The update-user-info calls the stand-in recorded whose body mentions `marker` (a uid or a run id). */
async function calls(request: APIRequestContext, marker: string): Promise<Call[]> {
  const recorded = (await (await request.get(`${STAND_IN}/__recorded`)).json()) as {
    updateUserInfo: Call[];
    rejected: {body: string; reason: string}[];
  };
  // Whatever this test sent must also have been well formed.
  expect(recorded.rejected.filter((r) => r.body.includes(marker))).toEqual([]);
  return recorded.updateUserInfo.filter((c) => JSON.stringify(c.body).includes(marker));
}

const titles = async (request: APIRequestContext, marker: string) =>
  (await calls(request, marker)).map((c) => c.body.payload.title);

/** Gives the stand-in widget this jid (null: no jid at all) on every page of the test. */
async function useJid(page: Page, jid: unknown) {
  await page.addInitScript((value) => {
    (window as unknown as {__MYNAH_STAND_IN__: unknown}).__MYNAH_STAND_IN__ = {jid: value};
  }, jid);
}

const consoleText = (page: Page, type: ReturnType<ConsoleMessage['type']>, text: string | RegExp) =>
  page.waitForEvent('console', {
    predicate: (m) => m.type() === type && (typeof text === 'string' ? m.text() === text : text.test(m.text())),
    timeout: 15_000,
  });

/** Marks the document, to prove later navigations stayed client-side. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as {__sameDocument: boolean}).__sameDocument = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as {__sameDocument?: boolean}).__sameDocument)).toBe(true);
}

function context(uid: string, title: string, pageUrl: string, referrer: string) {
  return {
    bot: BOT,
    body: {bot: BOT, uid, referrer, payload: {title, pageUrl}, pageUrl, source: 'mynah-docs', isYmAuth: false},
  };
}

test('sends the exact page context after every route change, titled by the last breadcrumb', async ({
  page,
  request,
  baseURL,
}) => {
  const uid = `e2e${randomUUID().slice(0, 8)}`;
  await useJid(page, `${uid}@standin.mynah`);
  const widgetRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${STAND_IN}/widget.js`)) widgetRequests.push(r.url());
  });
  const mine = (n: number) => expect.poll(async () => (await calls(request, uid)).length).toBe(n);

  await page.goto(GETTING_STARTED);
  await markDocument(page);
  await mine(1);

  const sidebar = page.locator('.theme-doc-sidebar-container');
  await sidebar.locator(`a[href="${INBOX}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${INBOX}$`));
  await mine(2);

  await sidebar.locator(`a[href="${TICKETS}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${TICKETS}$`));
  await mine(3);

  // Moving between anchors of one page is not a route change: no call for it.
  const anchor = page.locator('.table-of-contents a').first();
  const hash = (await anchor.getAttribute('href'))!;
  expect(hash).toMatch(/^#/);
  await anchor.click();
  await expect(page).toHaveURL(new RegExp(`${TICKETS}${hash}$`));

  // A page without breadcrumbs: the title is the page title.
  await page.locator('footer a[href="/videos"]').click();
  await expect(page).toHaveURL(/\/videos$/);
  await mine(4);

  // The browser's back button is a route change too.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${TICKETS}${hash}$`));
  await mine(5);
  await expectSameDocument(page);

  const url = (path: string) => `${baseURL}${path}`;
  expect(await calls(request, uid)).toEqual([
    context(uid, 'Getting started', url(GETTING_STARTED), ''),
    context(uid, 'Inbox', url(INBOX), url(GETTING_STARTED)),
    context(uid, 'Tickets', url(TICKETS), url(INBOX)),
    context(uid, 'Videos | Mynah Docs', url('/videos'), url(TICKETS + hash)),
    context(uid, 'Tickets', url(TICKETS + hash), url('/videos')),
  ]);

  // One widget for the whole visit, still on the page after client-side navigation.
  await expect(page.locator('script#mynah-chat-widget')).toHaveAttribute('src', `${STAND_IN}/widget.js`);
  await expect(page.locator('#mynah-chat-stand-in')).toHaveCount(1);
  expect(widgetRequests).toHaveLength(1);
});

test('the widget opens, closes, and keeps its session across pages', async ({page, request}) => {
  const uid = `e2e${randomUUID().slice(0, 8)}`;
  await useJid(page, `${uid}@standin.mynah`);
  await page.goto(GETTING_STARTED);
  const launcher = page.getByRole('button', {name: 'Chat with us'});
  await launcher.click();
  const panel = page.frameLocator('#mynah-chat-stand-in-panel');
  await expect(panel.getByText(`${uid}@standin.mynah`)).toBeVisible();
  await panel.getByRole('button', {name: 'Close chat'}).click();
  await expect(launcher).toBeVisible();
  await expect(launcher).toBeFocused();

  // The next route change resets the 'manually closed' flag and sends again.
  await page.locator(`.theme-doc-sidebar-container a[href="${INBOX}"]`).first().click();
  await expect.poll(() => titles(request, uid)).toEqual(['Getting started', 'Inbox']);
});

test.describe("after the widget posts 'close'", () => {
  /**
   * The widget script is held back, so the lookup has not started; the stand-in's own panel
   * (the widget's origin) posts 'close'; then the widget is let through.
   */
  async function holdWidget(page: Page): Promise<() => Promise<void>> {
    let held: Route | undefined;
    let arrived!: () => void;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    await page.route(`${STAND_IN}/widget.js`, (route) => {
      held = route;
      arrived();
    });
    return async () => {
      await requested;
      await held!.continue();
    };
  }

  async function postClose(page: Page, from: 'widget' | 'page') {
    const received = page.evaluate(
      () =>
        new Promise<string>((resolve) => window.addEventListener('message', (e) => resolve(e.origin), {once: true})),
    );
    if (from === 'page') {
      await page.evaluate(() => window.postMessage('close', '*'));
    } else {
      await page.evaluate(
        (src) => {
          const frame = document.createElement('iframe');
          frame.id = 'e2e-panel';
          frame.src = src;
          document.body.appendChild(frame);
        },
        `${STAND_IN}/panel?parent=${encodeURIComponent(new URL(page.url()).origin)}`,
      );
      await page.frameLocator('#e2e-panel').getByRole('button', {name: 'Close chat'}).click();
    }
    return received;
  }

  test('no call until the next route change, which resets the flag', async ({page, request}) => {
    const uid = `e2e${randomUUID().slice(0, 8)}`;
    await useJid(page, `${uid}@standin.mynah`);
    const release = await holdWidget(page);
    await page.goto(GETTING_STARTED);
    expect(await postClose(page, 'widget')).toBe(STAND_IN);

    const skipped = consoleText(page, 'debug', 'Page context not sent: the reader closed the chat');
    await release();
    await skipped;

    await page.locator(`.theme-doc-sidebar-container a[href="${INBOX}"]`).first().click();
    await expect.poll(() => titles(request, uid)).toEqual(['Inbox']);
  });

  test("a 'close' from any other origin is ignored", async ({page, request}) => {
    const uid = `e2e${randomUUID().slice(0, 8)}`;
    await useJid(page, `${uid}@standin.mynah`);
    const release = await holdWidget(page);
    await page.goto(GETTING_STARTED);
    expect(await postClose(page, 'page')).not.toBe(STAND_IN);
    await release();
    await expect.poll(() => titles(request, uid)).toEqual(['Getting started']);
  });
});

test.describe('no jid', () => {
  test("no call, and the warning 'UID not found after retrying'", async ({page, request}) => {
    const run = randomUUID().slice(0, 8);
    await useJid(page, null);
    const warned = consoleText(page, 'warning', 'UID not found after retrying');
    await page.goto(`${GETTING_STARTED}?run=${run}`);
    await warned;
    await expect(page.locator('#mynah-chat-stand-in')).toHaveCount(1); // the widget itself is there
    expect(await calls(request, run)).toEqual([]);
  });
});

test.describe('invalid jid', () => {
  const cases: [string, (run: string) => unknown][] = [
    ['a string without @', (run) => `no-at-sign-${run}`],
    ['a number', (run) => Number.parseInt(run, 16)],
    ['nothing before the @', (run) => `@${run}.standin.mynah`],
  ];
  for (const [label, makeJid] of cases) {
    test(`${label}: no call, and a warning on every page`, async ({page, request}) => {
      const run = randomUUID().slice(0, 8);
      const jid = makeJid(run);
      await useJid(page, jid);
      const warned = consoleText(page, 'warning', `Invalid jid, expected a string containing "@": ${jid}`);
      await page.goto(`${GETTING_STARTED}?run=${run}`);
      await warned;
      const again = consoleText(page, 'warning', `Invalid jid, expected a string containing "@": ${jid}`);
      await page.locator(`.theme-doc-sidebar-container a[href="${INBOX}"]`).first().click();
      await again;
      expect(await calls(request, String(jid))).toEqual([]);
      expect(await calls(request, run)).toEqual([]);
    });
  }
});

test.describe('provider down', () => {
  test.use({
    allowedConsole:
      /^error: (Could not send the page context to the chat provider: TypeError: Failed to fetch|Failed to load resource: net::ERR_(CONNECTION_REFUSED|FAILED))/,
  });

  test('the call fails with a console error, and the page keeps working', async ({page, consoleProblems}) => {
    await useJid(page, `e2e${randomUUID().slice(0, 8)}@standin.mynah`);
    await page.route(`${STAND_IN}/api/**`, (route) => route.abort('connectionrefused'));
    const failed = consoleText(page, 'error', /^Could not send the page context to the chat provider:/);
    await page.goto(GETTING_STARTED);
    await failed;
    await page.locator(`.theme-doc-sidebar-container a[href="${INBOX}"]`).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Inbox overview');
    await expect(page.getByRole('button', {name: 'Chat with us'})).toBeVisible();
    await expect.poll(() => consoleProblems.filter((p) => p.includes('Could not send')).length).toBe(2);
    expect(consoleProblems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
  });

  test('without the widget script: no call, a warning, and a working page', async ({page}) => {
    await page.route(`${STAND_IN}/**`, (route) => route.abort('connectionrefused'));
    const warned = consoleText(page, 'warning', 'UID not found after retrying');
    await page.goto(GETTING_STARTED);
    await warned;
    await page.locator(`.theme-doc-sidebar-container a[href="${INBOX}"]`).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Inbox overview');
  });
});
