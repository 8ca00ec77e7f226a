import path from 'node:path';
import {parse} from 'node-html-parser';
import {test, expect} from './fixtures';
import {builtPaths, readRouteList} from '../../scripts/lib/required-routes';

/**
 * Every route the project must serve (tests/routes/required-routes.txt) answers 200 from the host, at
 * its own path, with a page of its own. This asks the host over HTTP and reads the HTML it sends with a
 * real parser: what a reader's first request and a crawler get. That every page also renders and
 * passes axe in Chromium is tests/e2e/a11y.spec.ts's whole-site scan; that the app hydrates to the same
 * page is tests/e2e/hydration.spec.ts.
 */
const BUILD_DIR = path.join(__dirname, '..', '..', 'build');
const built = new Set(builtPaths(BUILD_DIR));
const {routes} = readRouteList();
const served = routes.filter((r) => built.has(r.path));

test('the build serves the required routes (coverage is printed by npm run coverage)', () => {
  expect(served.length, 'no required route was built; run npm run build first').toBeGreaterThan(0);
});

const isDocPage = (p: string) => p.startsWith('/docs/') && !p.startsWith('/docs/tags');

/** Routes per test: one request each, so a test is a fraction of a second. */
const ROUTES_PER_TEST = 25;

for (let start = 0; start < served.length; start += ROUTES_PER_TEST) {
  const batch = served.slice(start, start + ROUTES_PER_TEST);
  test(`required routes ${start + 1}–${start + batch.length} of ${served.length} answer 200 with their own title and heading`, async ({
    request,
  }) => {
    const problems: string[] = [];
    for (const route of batch) {
      // No redirects followed: the route itself must answer, not a page it sends the reader to.
      const response = await request.get(route.path, {maxRedirects: 0});
      if (response.status() !== 200) {
        problems.push(`${route.path}: status ${response.status()}`);
        continue;
      }
      const html = parse(await response.text());
      const title = html.querySelector('title')?.text.trim() ?? '';
      const h1 = html.querySelector('h1')?.text.trim() ?? '';
      if (title.length <= 3 || /Page Not Found/i.test(title)) problems.push(`${route.path}: title "${title}"`);
      if (!h1) problems.push(`${route.path}: no h1`);
      if (isDocPage(route.path)) {
        const hasSidebar = html.querySelector('.theme-doc-sidebar-container') !== null;
        if (hasSidebar !== route.sidebar) problems.push(`${route.path}: sidebar ${hasSidebar ? 'shown' : 'missing'}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
