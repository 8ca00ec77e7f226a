import {test, expect} from './fixtures';

// A tutorial with JSON and JavaScript blocks; highlighted at build time, no highlighter in the browser.
const PAGE = '/docs/tutorials/integrations';

test('code blocks are coloured from build-time tokens in both colour modes, and copy their exact text', async ({
  page,
  context,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const block = page
    .locator('.theme-code-block')
    .filter({has: page.locator('.token.property')})
    .first();
  await block.scrollIntoViewIfNeeded();
  const property = block.locator('.token.property').first();
  const punctuation = block.locator('.token.punctuation').first();
  const lightColour = await property.evaluate((el) => getComputedStyle(el).color);
  expect(lightColour).not.toBe(await punctuation.evaluate((el) => getComputedStyle(el).color));

  await page.emulateMedia({colorScheme: 'light'});
  await page.getByRole('button', {name: /dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => property.evaluate((el) => getComputedStyle(el).color)).not.toBe(lightColour);
  const background = await block.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(40, 42, 54)');

  const text = await block
    .locator('.token-line')
    .evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
  await block.hover();
  await block.getByRole('button', {name: /copy/i}).click();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(text.trim());

  expect(
    scripts.some((body) => body.includes('Prism.languages')),
    'Prism is not shipped',
  ).toBe(false);
});
