import {test, expect} from './fixtures';
import {AXE_SOURCE, blockingViolations, settled} from './lib/axe';

/**
 * The page menu (src/components/PageMenu) on a doc page and an API page: the server-rendered button,
 * its menu loaded on first use, keyboard use (arrows, Escape back to the button), the copied Markdown
 * read back from the clipboard, the assistant links, and no axe violation with the menu open.
 */

const DOC = '/docs/platform_concepts/getting-started';
const API = '/api/add-user';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

test('the button is in the server-rendered page, before any script runs', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(DOC);
  const button = page.getByRole('button', {name: 'Copy page'});
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await context.close();
});

test('"Copy page as Markdown" puts the page\'s Markdown on the clipboard', async ({page}) => {
  await page.goto(DOC);
  await settled(page);
  await page.getByRole('button', {name: 'Copy page'}).click();
  await page.getByRole('menuitem', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown.'})).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^---\ntitle: Getting started with Mynah\n/);
  expect(copied).toContain('\n# Getting started with Mynah\n');
  expect(copied).toContain('```mermaid\nflowchart TD');
  expect(copied).not.toMatch(/<(div|svg|img)\b/);
});

test('the menu works from the keyboard and Escape returns the focus to the button', async ({page}) => {
  await page.goto(API);
  await settled(page);
  const button = page.getByRole('button', {name: 'Copy page'});
  const menu = page.getByRole('menu');
  // The API page's frame hydrates in a later task (HydrateLater): press until the button answers.
  await expect(async () => {
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible({timeout: 1000});
  }).toPass();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem', {name: 'Copy page as Markdown'})).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', {name: 'Open in Claude'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Keyboard copy on the API page: the operation's Markdown, samples included.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', {name: 'Copy page as Markdown'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toBeFocused();
  await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown.'})).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('# Add user');
  expect(copied).toContain('`POST /users`');
  expect(copied).toMatch(/```bash\ncurl -X POST/);
});

test('"View as Markdown" and the assistant links point at the page\'s Markdown', async ({page}) => {
  await page.goto(DOC);
  await settled(page);
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('menuitem', {name: 'View as Markdown'})).toHaveAttribute('href', `${DOC}.md`);
  const markdownUrl = `https://docs.mynah.app${DOC}.md`;
  for (const [name, prefix] of [
    ['Open in ChatGPT', 'https://chatgpt.com/?'],
    ['Open in Claude', 'https://claude.ai/new?'],
  ]) {
    const href = (await page.getByRole('menuitem', {name}).getAttribute('href'))!;
    expect(href.startsWith(prefix)).toBe(true);
    expect(new URL(href).searchParams.get('q')).toContain(markdownUrl);
  }
  // The file the link opens (how a browser shows it depends on the server's Content-Type, set by the server).
  const response = await page.request.get(`${DOC}.md`);
  expect(response.ok()).toBe(true);
  expect(await response.text()).toContain('\n# Getting started with Mynah\n');
});

test('axe: a doc page with the menu open', async ({page}) => {
  await page.addInitScript({content: AXE_SOURCE});
  await page.goto(DOC);
  await settled(page);
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('menu')).toBeVisible();
  const findings = await blockingViolations(page);
  expect(findings).toEqual([]);
});
