import {test as base, expect, type Page} from '@playwright/test';

/**
 * Every e2e test gets a `page` that records console errors, uncaught exceptions
 * and React hydration warnings, and fails the test if any occurred.
 * Tests that provoke an error on purpose describe the expected text in `allowedConsole`.
 */
// One pattern, not a list: Playwright would read a two-item array as [value, fixture options].
type Fixtures = {consoleProblems: string[]; allowedConsole: RegExp | null};

export const HYDRATION = /hydrat|did not match|server rendered HTML/i;

export function watchConsole(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || HYDRATION.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
}

export const test = base.extend<Fixtures>({
  allowedConsole: [null, {option: true}],
  // eslint-disable-next-line no-empty-pattern
  consoleProblems: async ({}, use) => {
    await use([]);
  },
  page: async ({page, consoleProblems, allowedConsole}, use) => {
    watchConsole(page, consoleProblems);
    await use(page);
    const unexpected = consoleProblems.filter((p) => !allowedConsole?.test(p));
    expect(unexpected, 'console errors, page errors or hydration warnings').toEqual([]);
  },
});

export {expect};
