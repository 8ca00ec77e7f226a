import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {builtPaths} from '../../../scripts/lib/required-routes';

/**
 * The axe-core scan used by tests/e2e/a11y.spec.ts: WCAG 2.0–2.2 A and AA rules plus axe's best
 * practices, in real Chromium. A page fails on any violation of serious or critical impact; moderate
 * and minor ones are reported by `npm run test:e2e` output only when a test fails for other reasons.
 */

export const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

export const BLOCKING_IMPACTS = ['serious', 'critical'];

export type Finding = {page: string; rule: string; impact: string; target: string; summary: string};

/**
 * Violations left in third-party markup we do not own, each as narrow as it can be: one rule, inside
 * one component. Anything else fails.
 */
export const EXCEPTIONS: {rule: string; within: string; why: string}[] = [];

const BUILD_DIR = path.join(__dirname, '..', '..', '..', 'build');

/** A path no page has: the host answers it with the not-found page. */
export const NOT_FOUND_PROBE = '/docs/no-such-page-for-the-a11y-scan';

/** Every page the build serves, plus the not-found page. */
export function pagesToScan(): string[] {
  return [...builtPaths(BUILD_DIR), NOT_FOUND_PROBE];
}

/** Waits until the app has hydrated; the offline page is plain HTML with no app to wait for. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hasHydrated === 'true' || !document.getElementById('__docusaurus'),
  );
}

type AxeResult = {
  violations: {id: string; impact: string; nodes: {target: string[]; failureSummary?: string}[]}[];
};

/**
 * Runs axe on the current document, or only on the element `within` selects when there is one (the page
 * must have AXE_SOURCE as an init script), and returns its serious and critical violations, one finding
 * per element.
 */
/**
 * The rules that measure how the page is drawn (colours, sizes) rather than what it says: ~70% of a
 * scan's time. They depend on the stylesheet and on which components a page uses, and pages may not
 * style elements themselves (scripts/lib/content-rules.ts refuses inline styles).
 */
export const VISUAL_RULES = ['color-contrast', 'target-size', 'link-in-text-block'];

export type ScanScope = {within?: string | null; skipVisual?: boolean};

export async function blockingViolations(
  page: Page,
  label = new URL(page.url()).pathname,
  {within = null, skipVisual = false}: ScanScope = {},
): Promise<Finding[]> {
  const result = await page.evaluate(
    async ({tags, exceptions, within, skipped}) => {
      const axe = (window as unknown as {axe: {run: (ctx: object, opts: object) => Promise<AxeResult>}}).axe;
      const context = within && document.querySelector(within) ? {include: [[within]]} : document;
      const rules = Object.fromEntries(skipped.map((rule) => [rule, {enabled: false}]));
      const run = await axe.run(context, {runOnly: {type: 'tag', values: tags}, rules, resultTypes: ['violations']});
      const excepted = (rule: string, target: string[]) =>
        exceptions.some((e) => e.rule === rule && document.querySelector(target[target.length - 1])?.closest(e.within));
      for (const v of run.violations) v.nodes = v.nodes.filter((n) => !excepted(v.id, n.target));
      return run;
    },
    {
      tags: AXE_TAGS,
      exceptions: EXCEPTIONS.map(({rule, within}) => ({rule, within})),
      within,
      skipped: skipVisual ? VISUAL_RULES : [],
    },
  );
  return result.violations
    .filter((v) => BLOCKING_IMPACTS.includes(v.impact))
    .flatMap((v) =>
      v.nodes.map((n) => ({
        page: label,
        rule: v.id,
        impact: v.impact,
        target: n.target.join(' '),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
      })),
    );
}

/** "rule: N" per rule, for a failure message that says what to fix first. */
export function countByRule(findings: Finding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of findings) counts[f.rule] = (counts[f.rule] ?? 0) + 1;
  return counts;
}
