import {test, expect, hydrated} from './fixtures';

const DOC = '/docs/platform_concepts/getting-started';

test.describe('mobile layout below 996px', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the sidebar toggle opens the doc menu, goes back to the main menu, and closes on desktop width', async ({
    page,
  }) => {
    await page.goto(DOC);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
    await expect(toggle).toBeVisible();
    // The drawer is only rendered once opened (src/theme/Navbar/MobileSidebar): ~600 renders saved on load.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    // On a doc page the secondary (doc) menu shows first, with a way back.
    const back = sidebar.getByRole('button', {name: /back to main menu/i});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Use Case Guides'})).toBeVisible();
    await page.setViewportSize({width: 1200, height: 900});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  });
});

test.describe('desktop layout', () => {
  test.use({viewport: {width: 1280, height: 900}});
  test('shows the doc sidebar and no toggle at 1280px', async ({page}) => {
    await page.goto(DOC);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
  });
});

test('colour mode defaults to light, cycles light → dark → system, persists and syncs across tabs', async ({
  page,
  context,
}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/');
  await hydrated(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('button', {name: /dark and light mode|color mode|colour mode/i});
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await hydrated(page);
  await expect(html).toHaveAttribute('data-theme', 'dark');

  const other = await context.newPage();
  await other.emulateMedia({colorScheme: 'dark'});
  await other.goto('/docs');
  // Only a hydrated tab listens for the other tab's choice.
  await hydrated(other);
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

  // dark → system: follows the OS preference, which is light on the first tab.
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/system/i);
  await expect(html).toHaveAttribute('data-theme', 'light');
  // The other tab hears about it through storage and follows its own OS preference (dark).
  await expect(other.locator('html')).toHaveAttribute('data-theme-choice', 'system');
  // system → light
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
  await other.close();
});

test('the announcement bar can be dismissed, stays dismissed, and a new id brings it back', async ({page}) => {
  await page.goto('/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  // A click before hydration is replayed (first-input.spec.ts); this tests the dismissal itself.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await bar.getByRole('button', {name: /close/i}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  // A reader who dismissed an older announcement sees the current one.
  await page.evaluate(() => {
    // Keys carry the site's storage namespace suffix, e.g. docusaurus.announcement.id-30c.
    const idKey = Object.keys(localStorage).find((k) => k.startsWith('docusaurus.announcement.id'))!;
    localStorage.setItem(idKey, 'an-older-announcement');
    localStorage.setItem(idKey.replace('.id', '.dismiss'), 'true');
  });
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});

test('doc pages show breadcrumbs that lead back up the tree', async ({page}) => {
  await page.goto('/docs/platform_concepts/inbox/tickets');
  const crumbs = page.getByRole('navigation', {name: /breadcrumbs/i});
  await expect(crumbs).toBeVisible();
  await expect(crumbs.getByRole('link', {name: /home/i})).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', {name: 'Inbox'})).toHaveAttribute('href', '/docs/platform_concepts/inbox');
  await expect(crumbs.locator('.breadcrumbs__item--active')).toHaveText(/tickets/i);
});

test('a link to a section of another page opens that page at the section', async ({page}) => {
  await page.goto('/docs/updates/category-focused');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.locator('article a[href$="/docs/updates/2022/july#new-studio-canvas-v2"]').first().click();
  await expect(page).toHaveURL(/\/docs\/updates\/2022\/july#new-studio-canvas-v2$/);
  await expect(page.locator('#new-studio-canvas-v2')).toBeInViewport();
});

test('pages behind visible links are prefetched once the page is idle', async ({page}) => {
  await page.goto('/docs/platform_concepts/inbox/tickets');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // src/client-modules/idle-prefetch.ts queues Docusaurus's prefetches; they still happen.
  await expect(page.locator('head link[rel=prefetch][href*="/assets/js/"]').first()).toBeAttached({timeout: 10_000});
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  // Chunks this page already ran (its #page-scripts) are not asked for again, though linked doc pages share them.
  await page.waitForLoadState('networkidle');
  const refetched = await page.evaluate(() => {
    const ran = new Set(JSON.parse(document.getElementById('page-scripts')!.textContent!) as string[]);
    return [...document.querySelectorAll<HTMLLinkElement>('head link[rel=prefetch]')]
      .map((link) => new URL(link.href).pathname)
      .filter((pathname) => ran.has(pathname));
  });
  expect(refetched).toEqual([]);
  // Every prefetched file exists: the chunk name → id map (src/plugins/chunk-name-map) matches this build.
  const prefetched = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('head link[rel=prefetch]')].map((link) => link.href),
  );
  expect(prefetched.length).toBeGreaterThan(0);
  for (const href of prefetched) expect((await page.request.get(href)).status(), href).toBe(200);
});

test('the progress bar shows while a slow route loads', async ({page}) => {
  let slow = false;
  await page.route('**/assets/js/**', async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/');
  // Scripts load after the first paint, so wait until the page is an app before slowing them down.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // From now on every script chunk arrives 1.5 s late. The footer link was never
  // on screen, so its route chunks have not been prefetched yet.
  slow = true;
  await page.locator('footer a[href="/docs/tags"]').click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/tags$/);
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 10_000});
});

test.describe('page crash fallback', () => {
  test.use({allowedConsole: /simulated|The above error occurred|React will try to recreate/i});

  test("a page that throws shows 'This page crashed.' with the error chain and 'Try again'", async ({page}) => {
    await page.goto('/diagnostics/crash');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Simulate a page crash'}).click();
    await expect(page.getByText('This page crashed.')).toBeVisible();
    await expect(page.getByText('Diagnostics: a rendering error was simulated')).toBeVisible();
    await expect(page.getByText('The simulated widget could not read its settings')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {name: 'Crash diagnostics'})).toBeVisible();
  });
});
