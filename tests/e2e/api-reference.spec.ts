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
      const colours = await badge.evaluate((el) => {
        const style = getComputedStyle(el);
        return {bg: style.backgroundColor, fg: style.color};
      });
      expect(colours.bg).not.toBe('rgba(0, 0, 0, 0)');
      expect(colours.bg).not.toBe(colours.fg);
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
