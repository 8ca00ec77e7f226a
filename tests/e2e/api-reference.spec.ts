import {test, expect} from './fixtures';
import {operations} from '../lib/openapi';

const ops = operations();
const SLUGS = [
  'add-user',
  'add-users-bulk',
  'create-and-schedule-an-rcs-campaign',
  'create-new-event',
  'create-rcs-message-template',
  'delete-audience-records',
  'delete-user',
  'get-messages',
  'get-outbound-templates',
  'get-the-status-of-bulk-create-api',
  'get-tickets',
  'get-user-details',
  'get-user-events',
  'send-message-event-to-bot',
  'send-rcs-notification',
  'send-ticket',
  'trigger-whats-app-carousel-templates',
  'update-audience-records',
  'update-user',
];

test('the OpenAPI description defines exactly the operations the spec names', () => {
  expect(ops.map((o) => o.slug).sort()).toEqual([...SLUGS].sort());
});

test('the API sidebar holds the introduction and exactly the operations, each with its method badge', async ({
  page,
}) => {
  await page.goto('/api');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  const links = sidebar.locator('li.theme-doc-sidebar-item-link > a.menu__link[href^="/api/"]');
  const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')));
  expect([...hrefs].sort()).toEqual(['/api/introduction', ...SLUGS.map((s) => `/api/${s}`)].sort());
  for (const op of ops) {
    const item = sidebar.locator(`li.api-method.${op.method}:has(> a[href="/api/${op.slug}"])`);
    await expect(item, `${op.slug} is marked ${op.method}`).toHaveCount(1);
    const badge = await item.locator('> a').evaluate((a) => getComputedStyle(a, '::before').content);
    expect(badge).toBe(`"${op.method === 'delete' ? 'DEL' : op.method.toUpperCase()}"`);
  }
});

for (const op of ops) {
  test(`/api/${op.slug} shows ${op.method.toUpperCase()} ${op.path} and its code samples`, async ({page}) => {
    await page.goto(`/api/${op.slug}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(op.summary);
    const endpoint = page.locator('article .api-method-badge');
    await expect(endpoint).toHaveText(op.method.toUpperCase());
    await expect(page.locator('article code', {hasText: op.path}).first()).toBeVisible();
    const samples = page.getByRole('complementary', {name: 'Request samples'});
    await expect(samples.locator('pre').first()).toContainText(`curl -X ${op.method.toUpperCase()}`);
  });
}

test('method badges stay right across client-side navigation, in both colour modes', async ({page}) => {
  await page.goto('/api/introduction');
  for (const mode of ['light', 'dark']) {
    await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
    for (const op of ops.slice(0, 6)) {
      await page
        .getByRole('navigation', {name: 'Docs sidebar'})
        .locator(`li.theme-doc-sidebar-item-link > a[href="/api/${op.slug}"]`)
        .click();
      await expect(page).toHaveURL(new RegExp(`/api/${op.slug}$`));
      const badge = page.locator('article .api-method-badge');
      await expect(badge).toHaveText(op.method.toUpperCase());
      // Two operations in a row can share a method, so the badge above may still be the previous page's,
      // replaced a moment later: read the colours until a badge answers (a detached one has none).
      const colours = async () =>
        badge.evaluate((el) => {
          const style = getComputedStyle(el);
          return {bg: style.backgroundColor, fg: style.color};
        });
      await expect.poll(async () => (await colours()).bg).not.toBe('');
      const {bg, fg} = await colours();
      expect(bg).not.toBe('rgba(0, 0, 0, 0)');
      expect(bg).not.toBe(fg);
    }
  }
});

test('the request builder loads only when the reader asks for it', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/api/add-user');
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await page.getByRole('button', {name: /open the request builder/i}).click();
  await expect(page.getByRole('button', {name: 'Execute'})).toBeVisible({timeout: 15_000});
  expect(scripts.length).toBeGreaterThan(before);
});

test('an operation page shows its auth, scope, request-example picker and an example body for every status', async ({
  page,
}) => {
  await page.goto('/api/send-message-event-to-bot');
  const auth = page.locator('article dl');
  await expect(auth).toContainText('x-api-key');
  await expect(auth).toContainText('messages');
  // Every documented status has a section with its example body.
  for (const status of ['202', '400', '401', '403', '404', '409', '422', '429', '500', '503']) {
    const section = page.locator(`[data-status="${status}"]`);
    await expect(section.getByRole('heading', {level: 3})).toHaveText(status);
    await expect(section.locator('pre')).toContainText('"');
  }
  await expect(page.locator('[data-status="429"]')).toContainText('Retry-After');
  await expect(page.locator('[data-status="202"]')).toContainText('Request-Id');
  // Choosing another named request example rebuilds the samples from exactly that example.
  const samples = page.getByRole('complementary', {name: 'Request samples'});
  await expect(samples.locator('pre').first()).toContainText('"type": "text"');
  await samples.getByLabel('Request example:').selectOption({label: 'A tap on the Track order button'});
  await expect(samples.locator('pre').first()).toContainText('"payload": "track_order"');
  await samples.getByRole('tab', {name: 'Python'}).click();
  await expect(samples.locator('pre').first()).toContainText('"payload": "track_order"');
});

test('a named response example can be chosen', async ({page}) => {
  await page.goto('/api/add-user');
  const forbidden = page.locator('[data-status="403"]');
  await expect(forbidden.locator('pre')).toContainText('insufficient_scope');
  await forbidden.getByLabel('Example 403 response:').selectOption({label: 'The key is restricted to other bots'});
  await expect(forbidden.locator('pre')).toContainText('bot_not_allowed');
});

test('the description downloads as YAML and JSON, linked from /api and every operation page', async ({
  page,
  request,
}) => {
  for (const path of ['/api', '/api/add-user']) {
    await page.goto(path);
    await expect(page.locator('a[href="/api/mynah.yaml"]').first()).toBeVisible();
    await expect(page.locator('a[href="/api/mynah.json"]').first()).toBeVisible();
  }
  const yaml = await request.get('/api/mynah.yaml');
  expect(yaml.ok()).toBe(true);
  expect(await yaml.text()).toContain('openapi: 3.0.3');
  const json = await (await request.get('/api/mynah.json')).json();
  expect(Object.keys(json.paths)).toContain('/users');
  expect(Object.keys(json['x-webhooks'])).toEqual(['user.created', 'user.updated', 'ticket.created']);
});

test('webhook pages show each event with its payload example, and the signature page shows tested code', async ({
  page,
}) => {
  await page.goto('/api/webhooks');
  for (const event of ['user.created', 'user.updated', 'ticket.created']) {
    await expect(page.getByRole('link', {name: new RegExp(event.replace('.', '\\.'))})).toBeVisible();
  }
  await page.goto('/api/webhooks/ticket-created');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Ticket created webhook (ticket.created)');
  await expect(page.getByRole('cell', {name: 'X-Mynah-Signature'})).toBeVisible();
  await expect(page.locator('pre').first()).toContainText('"type": "ticket.created"');
  await page.getByRole('link', {name: 'Verify webhook signatures'}).first().click();
  await expect(page).toHaveURL(/\/api\/webhooks\/verify-signatures$/);
  await expect(page.locator('pre').first()).toContainText('export function verifyMynahSignature');
  await expect(page.locator('pre').nth(1)).toContainText('def verify_mynah_signature');
});

test('Try it offers the four regions, remembers the choice, and keeps the key in memory unless asked', async ({
  page,
}) => {
  await page.goto('/api/add-user');
  const server = page.getByLabel('Server');
  const options = await server.locator('option').evaluateAll((els) => els.map((o) => o.textContent?.split(':')[0]));
  expect(options).toEqual(['us', 'eu', 'in', 'ap']);
  await expect(page.getByTestId('key-note')).toContainText('x-api-key');
  // The picker works once the panel has hydrated; choose again until the choice is stored.
  await expect(async () => {
    await server.selectOption({label: 'eu: https://eu.api.mynah.app/v1'});
    expect(await page.evaluate(() => localStorage.getItem('mynah.api.server'))).toBe('https://eu.api.mynah.app/v1');
  }).toPass();
  await page.reload();
  await expect(page.getByLabel('Server')).toHaveValue('https://eu.api.mynah.app/v1');
  await page.getByRole('button', {name: /open the request builder/i}).click();
  // The builder asks for the key behind its Authorize button, then keeps it on Save.
  await page.getByRole('button', {name: 'Authorize'}).click();
  const key = page.getByPlaceholder('x-api-key', {exact: true});
  await expect(key).toBeVisible({timeout: 15_000});
  await key.fill('mk_test_0123456789');
  await page.getByRole('button', {name: 'Save'}).click();
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('mk_test_0123456789');
  await expect(page.getByPlaceholder(/bot_k3v9q2m7xa/).first()).toBeVisible();
});

test('Try it still works when the browser refuses storage', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  await page.goto('/api/add-user');
  await page.getByLabel('Server').selectOption({label: 'ap: https://ap.api.mynah.app/v1'});
  await expect(page.getByLabel('Server')).toHaveValue('https://ap.api.mynah.app/v1');
});

test('an example chosen before the page has hydrated stays chosen', async ({page}) => {
  // The page's scripts are held back until the reader has chosen: the choice always comes first.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\//, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/api/add-user', {waitUntil: 'domcontentloaded'});
  const forbidden = page.locator('[data-status="403"]');
  await forbidden.getByLabel('Example 403 response:').selectOption({label: 'The key is restricted to other bots'});
  release();
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await expect(forbidden.getByLabel('Example 403 response:')).toHaveValue(/./);
  await expect(forbidden.locator('pre')).toContainText('bot_not_allowed');
  await expect(forbidden.getByLabel('Example 403 response:').locator('option:checked')).toHaveText(
    'The key is restricted to other bots',
  );
});
