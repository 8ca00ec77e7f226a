import {test, expect, watchCspViolations} from './fixtures';

test('pages carry the security headers, and the policy holds in the browser', async ({page}) => {
  const response = await page.goto('/docs/platform_concepts/getting-started');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The inline theme script ran (it is allowed by its hash): the colour mode is set before paint.
  await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
});

test('the CSP check of every test sees a violation when one happens', async ({browser}) => {
  const page = await browser.newPage();
  const violations: string[] = [];
  await watchCspViolations(page, violations);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(violations[0]).toMatch(/^CSP violation: script-src(-elem)? blocked inline/);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  await page.close();
});
