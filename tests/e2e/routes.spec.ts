import path from 'node:path';
import {test, expect} from './fixtures';
import {builtPaths, readRouteList} from '../../scripts/lib/required-routes';

const BUILD_DIR = path.join(__dirname, '..', '..', 'build');
const built = new Set(builtPaths(BUILD_DIR));
const {routes} = readRouteList();
const served = routes.filter((r) => built.has(r.path));

test('the build serves the required routes (coverage is printed by npm run coverage)', () => {
  expect(served.length, 'no required route was built; run npm run build first').toBeGreaterThan(0);
});

const isDocPage = (p: string) => p.startsWith('/docs/') && !p.startsWith('/docs/tags');

for (const route of served) {
  test(`${route.path} answers 200 with its own title`, async ({page}) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(route.path);
    const title = await page.title();
    expect(title).not.toMatch(/Page Not Found/i);
    expect(title.length).toBeGreaterThan(3);
    await expect(page.locator('h1').first()).toBeVisible();
    if (isDocPage(route.path)) {
      const sidebar = page.locator('.theme-doc-sidebar-container');
      if (route.sidebar) await expect(sidebar).toHaveCount(1);
      else await expect(sidebar).toHaveCount(0);
    }
  });
}
