import {test, expect} from './fixtures';

const PAGE = '/docs/platform_concepts/studio/build/nodes/action-nodes-overview/send-otp';

test('a diagram below the fold renders only when the reader scrolls near it', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.setViewportSize({width: 1280, height: 720});
  await page.goto(PAGE);
  await page.waitForLoadState('networkidle');
  const diagram = page.locator('.docusaurus-mermaid-container svg');
  await expect(diagram).toHaveCount(0);
  const loadedBeforeScroll = scripts.length;

  await page.locator('h2', {hasText: 'Example flow'}).scrollIntoViewIfNeeded();
  await expect(diagram.first()).toBeVisible({timeout: 15_000});
  expect(scripts.length, 'Mermaid is fetched on scroll, not on load').toBeGreaterThan(loadedBeforeScroll);
});
