import {test as base, expect, type Page} from '@playwright/test';

/**
 * Every e2e test gets a `page` that records console errors, uncaught exceptions
 * and React hydration warnings, and fails the test if any occurred.
 * Tests that provoke an error on purpose list the expected text in `allowedConsole`.
 */
type Fixtures = {consoleProblems: string[]; allowedConsole: RegExp[]};

export const HYDRATION = /hydrat|did not match|server rendered HTML/i;

export function watchConsole(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || HYDRATION.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
}

export const test = base.extend<Fixtures>({
  allowedConsole: [[], {option: true}],
  // eslint-disable-next-line no-empty-pattern
  consoleProblems: async ({}, use) => {
    await use([]);
  },
  page: async ({page, consoleProblems, allowedConsole}, use) => {
    watchConsole(page, consoleProblems);
    await use(page);
    const unexpected = consoleProblems.filter((p) => !allowedConsole.some((re) => re.test(p)));
    expect(unexpected, 'console errors, page errors or hydration warnings').toEqual([]);
  },
});

export {expect};
