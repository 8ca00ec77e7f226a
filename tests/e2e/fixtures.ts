import {test as base, expect, type Page} from '@playwright/test';

/**
 * Every e2e test gets a `page` that records console errors, uncaught exceptions
 * and React hydration warnings, and fails the test if any occurred.
 * Tests that provoke an error on purpose describe the expected text in `allowedConsole`.
 * Content-Security-Policy violations fail the test too, and no test can allow them.
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

const CSP_VIOLATION = 'CSP violation:';
/**
 * DocSearch's modal bundles zod, which tests once whether eval is allowed (`try { Function('') }`)
 * and, refused, parses without it. The policy keeps refusing eval; that one refusal is expected and
 * changes nothing the reader sees, so it is the only report not counted.
 */
const EVAL_PROBE = 'script-src blocked eval ';

/**
 * Reports every CSP violation (blocked scripts, styles, connections, frames) into `violations`.
 * The page's `securitypolicyviolation` event names the directive and the blocked address; the
 * page passes it on as a console message with a fixed prefix, which this listener takes out of
 * the console stream, so no `allowedConsole` pattern can let a violation through.
 */
export async function watchCspViolations(page: Page, violations: string[]): Promise<void> {
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith(CSP_VIOLATION) && !text.includes(EVAL_PROBE)) violations.push(text);
  });
  await page.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.info(
        `${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`,
      );
    });
  }, CSP_VIOLATION);
}

export const test = base.extend<Fixtures>({
  allowedConsole: [null, {option: true}],
  // eslint-disable-next-line no-empty-pattern
  consoleProblems: async ({}, use) => {
    await use([]);
  },
  page: async ({page, consoleProblems, allowedConsole}, use) => {
    watchConsole(page, consoleProblems);
    const cspViolations: string[] = [];
    await watchCspViolations(page, cspViolations);
    await use(page);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    const unexpected = consoleProblems.filter((p) => !allowedConsole?.test(p));
    expect(unexpected, 'console errors, page errors or hydration warnings').toEqual([]);
  },
});

/**
 * Waits until React has hydrated the page. Clicks made before that are replayed by React once it has
 * started hydrating, and by src/plugins/early-clicks before then (tests/e2e/first-input.spec.ts).
 * Tests of a widget's behaviour, not of first input, wait for this first.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

export {expect};
