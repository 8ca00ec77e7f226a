import {test, expect} from './fixtures';

/**
 * Readers whose browser runs no JavaScript (issue 21): on a phone the menu button, "On this page" and
 * the search button are scripts, so they did nothing. Each has a plain-HTML stand-in, shown only
 * when scripting is off (`<noscript>` and `@media (scripting: none)`).
 */

test.use({javaScriptEnabled: false, viewport: {width: 390, height: 844}});

const TICKETS = '/docs/platform_concepts/inbox/tickets';

test('the menu opens as a list of the site sections, and its links work', async ({page}) => {
  await page.goto(TICKETS);
  // The scripted button, which would do nothing, is not offered.
  await expect(page.getByRole('button', {name: /toggle navigation bar/i})).toBeHidden();
  const menu = page.locator('nav.navbar').getByText('Menu', {exact: true});
  await expect(menu).toBeVisible();
  await menu.click();
  for (const label of [
    'Help Docs',
    'Use Case Guides',
    'API Reference',
    "What's New",
    'Enterprise Integration',
    'Videos',
  ]) {
    await expect(page.locator('nav.navbar').getByRole('link', {name: label, exact: true})).toBeVisible();
  }
  await page.locator('nav.navbar').getByRole('link', {name: 'Use Case Guides', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/cookbooks\/getting_started$/);
});

test('a doc page lists the pages of its section', async ({page}) => {
  await page.goto(TICKETS);
  const section = page.getByRole('navigation', {name: 'Docs sidebar'});
  await expect(section.getByRole('link', {name: 'Getting started'})).toBeVisible();
  await section.getByRole('link', {name: 'Getting started'}).click();
  await expect(page).toHaveURL(/\/docs\/platform_concepts\/getting-started$/);
});

test('"On this page" opens the page\'s headings, and a heading link goes there', async ({page}) => {
  await page.goto(TICKETS);
  // The summary of the stand-in disclosure (the scripted button, hidden, has the same words).
  const toc = page.locator('summary', {hasText: 'On this page'});
  await expect(toc).toBeVisible();
  await toc.click();
  const link = page.getByRole('link', {name: 'Merging tickets', exact: true});
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/#merging-tickets$/);
  await expect(page.locator('#merging-tickets')).toBeInViewport();
});

test('search leads to the search page, which says search needs JavaScript and where to browse instead', async ({
  page,
}) => {
  await page.goto(TICKETS);
  const search = page.locator('nav.navbar').getByRole('link', {name: 'Search'});
  await expect(search).toBeVisible();
  await search.click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator('main p', {hasText: 'Search needs JavaScript'})).toBeVisible();
  await page.getByRole('link', {name: 'docs index'}).click();
  await expect(page).toHaveURL(/\/docs$/);
});
