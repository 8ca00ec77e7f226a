import {execFile} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium';

const RUNNER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'run-lighthouse.mjs');

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU speed (higher is faster; its default phone assumes about 1000+). */
  benchmarkIndex: number;
  /** Audits below full marks in accessibility, best practices and SEO: what to fix. */
  failed: string[];
};

type Lhr = {
  runtimeError?: string;
  environment?: {benchmarkIndex?: number};
  categories: Record<string, {score: number | null; auditRefs: {id: string}[]}>;
  audits: Record<string, {score: number | null; numericValue?: number; scoreDisplayMode?: string}>;
};

function figures(lhr: Lhr): LighthouseFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    lhr.categories[category].auditRefs
      .map((ref) => ref.id)
      .filter((id) => {
        const audit = lhr.audits[id];
        return audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative';
      })
      .map((id) => `${category}/${id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    failed: [...new Set(failed)],
  };
}

/**
 * Lighthouse from npm, driving the system Chromium (a fresh headless instance per run, so no cache or
 * storage carries over), in a plain-node child process (see run-lighthouse.mjs). Mobile is Lighthouse's default (emulated phone, simulated slow 4G and CPU
 * slowdown); desktop uses its desktop preset. With several runs, the run with the median performance
 * score is returned.
 */
export async function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
  runs = 1,
): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    // A run whose trace Lighthouse failed to record (NO_NAVSTART, NO_FCP on a busy host) is run again,
    // once; a second failure stops the bench.
    for (let attempt = 1; ; attempt++) {
      const {stdout} = await promisify(execFile)(
        process.execPath,
        [RUNNER, url, formFactor, CHROMIUM_PATH, ...CHROMIUM_ARGS],
        {maxBuffer: 64 * 1024 * 1024},
      );
      const lhr = JSON.parse(stdout) as Lhr;
      if (!lhr.runtimeError) {
        results.push(figures(lhr));
        break;
      }
      if (attempt === 2) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError}`);
      console.log(`  (Lighthouse could not audit ${url}: ${lhr.runtimeError}; running it again)`);
    }
  }
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)];
}
