import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {createStaticServer} from '../../scripts/lib/static-server';
import {AXE_SOURCE, blockingViolations} from './lib/axe';

/**
 * Offline reading (issue 10 §4) with the real service worker in Chromium: pages read online open
 * offline, search answers offline, an unread page shows the offline page, and a new deployment shows
 * the update prompt whose Reload activates the new worker.
 */

test.use({serviceWorkers: 'allow'});

const BUILD_DIR = path.join(__dirname, '..', '..', 'build');
const TICKETS = '/docs/platform_concepts/inbox/tickets';
const INBOX = '/docs/platform_concepts/inbox';

async function load(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether the worker has kept this page (by path) for offline reading. */
const kept = (page: Page, pagePath: string) =>
  page.evaluate(
    (p) =>
      caches
        .open('mynah-docs-pages')
        .then((cache) => cache.match(new URL(p, location.origin).href))
        .then(Boolean),
    pagePath,
  );

const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(`${name} ${request.url}`);
    }
    return urls;
  });

test.describe('offline', () => {
  // Offline, the chat widget's provider (another origin) cannot be reached: the browser and the widget say so.
  test.use({
    allowedConsole:
      /ERR_INTERNET_DISCONNECTED|Could not send the page context to the chat provider|Failed to load resource: net::ERR_FAILED/,
  });

  test('pages read online and search work offline; an unread page shows the offline page', async ({page, context}) => {
    test.setTimeout(90_000);
    await load(page, TICKETS);
    await controlled(page);
    await expect.poll(() => kept(page, TICKETS)).toBe(true);

    // A client-side navigation sends no HTML request through the worker; the page is kept all the same.
    await page.locator(`.theme-doc-sidebar-container a[href="${INBOX}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${INBOX}$`));
    await expect.poll(() => kept(page, INBOX)).toBe(true);

    // Search once online: the modal's code and the index go through the worker.
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('tickets');
    await expect(page.locator('.DocSearch-Hit[aria-selected=true]')).toBeVisible({timeout: 15_000});
    await page.keyboard.press('Escape');

    // Nothing from another origin (chat provider, analytics) and no POST is ever cached.
    const origin = new URL(page.url()).origin;
    const urls = await cachedUrls(page);
    expect(urls.length).toBeGreaterThan(3);
    expect(urls.filter((u) => !u.split(' ')[1].startsWith(origin))).toEqual([]);

    await context.setOffline(true);

    await page.reload();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Inbox overview');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

    await page.goto(TICKETS);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tickets');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('csat');
    await expect(page.locator('.DocSearch-Hit[aria-selected=true]')).toBeVisible({timeout: 15_000});
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Never read: the offline page, with the pages that are kept.
    await page.goto('/docs/glossary/csat');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('You are offline');
    const saved = page.getByRole('region', {name: 'Saved for offline reading'});
    await expect(saved.getByRole('link', {name: 'Tickets'})).toHaveAttribute('href', TICKETS);
    await saved.getByRole('link', {name: 'Inbox overview'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Inbox overview');
  });
});

test.describe('offline before search was ever used', () => {
  test.use({
    allowedConsole:
      /ERR_INTERNET_DISCONNECTED|Could not send the page context to the chat provider|Failed to load resource: net::ERR_FAILED/,
  });

  test('Ctrl+K says in place that search is unavailable offline, and the page stays', async ({page, context}) => {
    await load(page, TICKETS);
    await controlled(page);
    await expect.poll(() => kept(page, TICKETS)).toBe(true);
    await context.setOffline(true);

    await page.keyboard.press('Control+k');
    const notice = page.getByRole('dialog', {name: 'Search is unavailable offline'});
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Pages you have already read still open');
    await expect(page).toHaveURL(new RegExp(`${TICKETS}$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tickets');

    // Escape closes it and gives the focus back to the search button.
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await expect(page.locator('.DocSearch-Button')).toBeFocused();

    // The button says the same; back online, search opens as usual.
    await page.locator('.DocSearch-Button').click();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', {name: 'Close'}).click();
    await expect(notice).toBeHidden();
    await context.setOffline(false);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('tickets');
    await expect(page.locator('.DocSearch-Hit[aria-selected=true]')).toBeVisible({timeout: 15_000});
  });
});

test.describe('when the browser refuses the service worker', () => {
  test('the site works as before and only a warning is logged', async ({page}) => {
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.addInitScript(() => {
      navigator.serviceWorker.register = () =>
        Promise.reject(new DOMException('Refused for the test', 'SecurityError'));
    });
    await load(page, TICKETS);
    await expect.poll(() => warnings.some((w) => w.startsWith('Offline reading is off'))).toBe(true);
    await page.locator(`.theme-doc-sidebar-container a[href="${INBOX}"]`).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Inbox overview');
  });
});

/** A copy of the build made of links, except sw.js, which the test can change like a new deployment. */
function deployableCopy(): {root: string; setWorker: (source: string) => void; remove: () => void} {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mynah-sw-'));
  // The worker is the copy's own; its precompressed siblings (sw.js.br, sw.js.gz) are left out, or the
  // server would answer with the original's bytes.
  for (const entry of fs.readdirSync(BUILD_DIR)) {
    if (!entry.startsWith('sw.js')) fs.symlinkSync(path.join(BUILD_DIR, entry), path.join(root, entry));
  }
  return {
    root,
    setWorker: (source) => fs.writeFileSync(path.join(root, 'sw.js'), source),
    remove: () => fs.rmSync(root, {recursive: true, force: true}),
  };
}

function listen(server: http.Server, port = 0): Promise<number> {
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

const workerVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data.version);
        navigator.serviceWorker.controller!.postMessage({type: 'get-version'}, [channel.port2]);
      }),
  );

test.describe('a new deployment', () => {
  // The copy is served from its own origin, where the chat stand-in's page-context calls are not expected;
  // and a request the page or the worker makes while the test swaps the server (a prefetch) fails.
  test.use({
    allowedConsole: /Could not send the page context to the chat provider|Failed to load resource: net::ERR_FAILED/,
  });

  test('shows the update prompt, in both colour modes accessibly, and Reload activates the new worker', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const original = fs.readFileSync(path.join(BUILD_DIR, 'sw.js'), 'utf8');
    const version = /"version":"([0-9a-f]+)"/.exec(original)![1];
    const copy = deployableCopy();
    copy.setWorker(original);
    let server = createStaticServer({root: copy.root});
    const port = await listen(server);
    const origin = `http://127.0.0.1:${port}`;
    try {
      await page.addInitScript({content: AXE_SOURCE});
      await load(page, `${origin}/docs/glossary/csat`);
      await controlled(page);
      expect(await workerVersion(page)).toBe(version);
      await expect(page.locator('#mynah-update-prompt')).toHaveCount(0);

      // Deploy: a worker with another version. A fresh server, as a host would serve the new file.
      await page.waitForLoadState('networkidle');
      const next = `${version}-next`;
      copy.setWorker(original.replace(`"version":"${version}"`, `"version":"${next}"`));
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      server = createStaticServer({root: copy.root});
      await listen(server, port);

      await page.reload();
      const prompt = page.getByRole('status').filter({hasText: 'A new version of the docs is available.'});
      await expect(prompt).toBeVisible({timeout: 20_000});
      expect(await workerVersion(page)).toBe(version);

      for (const mode of ['light', 'dark']) {
        const toggle = page.getByRole('button', {name: /dark and light mode/i});
        while ((await page.locator('html').getAttribute('data-theme')) !== mode) await toggle.click();
        const findings = (await blockingViolations(page)).filter((f) => f.target.includes('mynah-update-prompt'));
        expect(findings, `${mode} mode`).toEqual([]);
      }

      // Reload activates the new worker, which then reloads the page: wait for that load, and ask again
      // if the question met the page between two documents.
      await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', {name: 'Reload'}).click()]);
      await expect.poll(() => workerVersion(page).catch(() => 'page reloading'), {timeout: 20_000}).toBe(next);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('#mynah-update-prompt')).toHaveCount(0);
      const cacheNames = await page.evaluate(() => caches.keys());
      expect(cacheNames).toContain(`mynah-docs-shell-${next}`);
      expect(cacheNames).not.toContain(`mynah-docs-shell-${version}`);
    } finally {
      server.closeAllConnections();
      server.close();
      copy.remove();
    }
  });
});
