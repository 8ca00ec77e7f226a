/**
 * The site's performance benchmark, as ratios against a reference measured in the same run.
 *
 * These 2-core VMs are shared: the same page scores 75 or 90 in mobile Lighthouse depending on the hour,
 * so an absolute score says little. The bench builds this site and a reference (the same docs built with
 * a plain preset-classic configuration, scripts/lib/reference-site.ts), serves both behind the same
 * compressing static server, and measures them interleaved, page by page and run by run, so both see the
 * same host. It prints, for each page:
 *   - JS and CSS run on load (gzip) for both builds, and the ratio;
 *   - mobile Lighthouse performance and TBT medians for both, and the ratio;
 *   - accessibility, and the host's Lighthouse `benchmarkIndex` during the runs;
 * then the build figures, and the search and Ask AI benchmarks.
 * Measured and printed, never asserted: not part of `npm run check`.
 *
 * Usage: npm run bench [-- --runs 3] [-- --no-build] [-- --no-search] [-- --ab <plugin>[,<plugin>…]]
 *   --runs N      Lighthouse runs per page and build (default 3); medians are shown
 *   --no-build    measure the existing build/ and .bench/ builds
 *   --no-search   skip the search and Ask AI benchmarks
 *   --ab P        also build this site without the local plugin P (src/plugins/P, see BENCH_WITHOUT in
 *                 docusaurus.config.ts) and measure it interleaved with the others: the A/B of a patch
 *   --pages a,b   measure only these paths
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';
import {startStaticServer} from './lib/static-server';
import {chromiumLaunchOptions} from './lib/chromium';
import {kb, measureFirstLoad, type FirstLoad} from './lib/first-load';
import {runLighthouse, type LighthouseFigures} from './lib/lighthouse';
import {startChatStandIn} from '../tools/chat-stand-in/server';
import {hostConditions, sampleHost} from './lib/host-conditions';
import {prepareReferenceSite} from './lib/reference-site';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i > -1 ? args[i + 1] : undefined;
};
const PORT = Number(flag('--port') ?? 4400);
const RUNS = Number(flag('--runs') ?? 3);
const BUILD = !args.includes('--no-build');
const SEARCH = !args.includes('--no-search');
const WITHOUT = (flag('--ab') ?? '').split(',').filter(Boolean);

/** Home, a doc page, a node page, an API page, search and a glossary page. */
const PAGES = flag('--pages')?.split(',') ?? [
  '/',
  '/docs/platform_concepts/getting-started',
  '/docs/platform_concepts/studio/build/nodes/action-nodes-overview/send-otp',
  '/api/add-user',
  '/search',
  '/docs/glossary/csat',
];

/** The issue's targets, as ratios to the reference measured in the same run. */
const TARGETS = {jsRatio: 0.8, jsBytes: 200 * 1024, tbtRatio: 0.5, performanceLead: 10, accessibility: 100};

type Site = {name: string; buildDir: string; build: () => {seconds: number; peakMb: number}; origin?: string};

const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '—');

/** Runs a build command under /usr/bin/time; returns its wall time and peak memory. */
function timedBuild(command: string[], env: NodeJS.ProcessEnv = {}): {seconds: number; peakMb: number} {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', ...command], {
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`The build failed: ${command.join(' ')}`);
  }
  const [seconds, maxRssKb] = result.stderr.trim().split('\n').pop()!.split(' ').map(Number);
  return {seconds, peakMb: maxRssKb / 1024};
}

/** Cold: no generated files, no bundler cache, no previous output. */
function clearCaches(siteDir: string) {
  for (const dir of ['.docusaurus', 'build', 'node_modules/.cache/webpack', 'node_modules/.cache/rspack'])
    fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
}

function sites(origin: (i: number) => string): Site[] {
  const ours: Site = {
    name: 'this site',
    buildDir: path.resolve('build'),
    build: () => {
      clearCaches('.');
      // The site's URL is the server's, so canonical links and the sitemap point where Lighthouse looks.
      return timedBuild(['npm', 'run', 'build'], {SITE_URL: origin(0)});
    },
  };
  const reference: Site = {
    name: 'reference',
    buildDir: path.resolve('.bench/reference/build'),
    build: () => {
      const dir = prepareReferenceSite();
      return timedBuild(['npx', 'docusaurus', 'build', dir]);
    },
  };
  const variants: Site[] = WITHOUT.map((plugin) => ({
    name: `without ${plugin}`,
    buildDir: path.resolve(`.bench/without-${plugin}`),
    build: () => {
      fs.rmSync('.docusaurus', {recursive: true, force: true});
      // The steps of `npm run build`, written out: its arguments would reach only the last step, and the
      // variant must not write to build/.
      const outDir = `.bench/without-${plugin}`;
      const steps = [
        'npx tsx scripts/render-diagrams.ts',
        `npx docusaurus build --out-dir ${outDir}`,
        `npx tsx scripts/finish-build.ts --dir ${outDir}`,
      ];
      return timedBuild(['sh', '-c', steps.join(' && ')], {SITE_URL: origin(0), BENCH_WITHOUT: plugin});
    },
  }));
  // The variants first: this site's own build must be the last one written to .docusaurus and build/.
  return [ours, reference, ...variants];
}

const loadAverage = () => Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/**
 * Waits (up to three minutes) for a quiet machine: a 10-second window in which tasks waited for a CPU
 * less than 5% of the time (or, without pressure information, a one-minute load average below 1).
 * Right after a cold build the machine stays busy for a while. The wait is printed.
 */
async function settle(): Promise<{seconds: number; load: number}> {
  const start = Date.now();
  while (Date.now() - start < 180_000) {
    const before = sampleHost();
    await new Promise((r) => setTimeout(r, 10_000));
    const {waitingPct} = hostConditions(before, sampleHost());
    if (waitingPct === undefined ? loadAverage() < 1 : waitingPct < 5) break;
  }
  return {seconds: (Date.now() - start) / 1000, load: loadAverage()};
}

function searchIndexSize(buildDir: string): {raw: number; gzip: number} {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8')) as {index: string};
  const file = fs.readFileSync(path.join(buildDir, manifest.index.replace(/^\//, '')));
  return {raw: file.length, gzip: zlib.gzipSync(file, {level: 9}).length};
}

/** Runs another benchmark script and relays what it prints. */
function relay(script: string, extra: string[] = []): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', script, ...extra], {stdio: 'inherit'});
    child.on('exit', () => resolve());
  });
}

async function main() {
  const origin = (i: number) => `http://127.0.0.1:${PORT + i}`;
  const all = sites(origin);
  console.log(
    `Mynah Docs benchmark — ${new Date().toISOString()}, load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  if (BUILD) {
    // Reference and variants first, this site last (see sites()).
    for (const site of [...all.slice(1), all[0]]) {
      console.log(`\nCold build: ${site.name}…`);
      const {seconds, peakMb} = site.build();
      console.log(`  ${seconds.toFixed(1)} s, peak memory ${peakMb.toFixed(0)} MB`);
    }
  }

  const servers = await Promise.all(
    all.map((site, i) => {
      site.origin = origin(i);
      return startStaticServer({root: site.buildDir, port: PORT + i});
    }),
  );
  const standIn = await startChatStandIn({port: Number(process.env.CHAT_STAND_IN_PORT ?? 4310)}).catch(() => null);
  const loads = new Map<string, FirstLoad | null>();
  const lighthouse = new Map<string, LighthouseFigures[]>();
  const key = (site: Site, page: string) => `${site.name} ${page}`;
  try {
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      for (const page of PAGES)
        for (const site of all) {
          const exists = fs.existsSync(path.join(site.buildDir, page === '/' ? 'index.html' : `${page}.html`));
          loads.set(
            key(site, page),
            exists ? await measureFirstLoad(browser, site.origin!, site.buildDir, page) : null,
          );
        }
    } finally {
      await browser.close();
    }

    const settled = await settle();
    console.log(
      `\nMobile Lighthouse, ${RUNS} run(s) per page and build, interleaved (started after ${settled.seconds.toFixed(0)} s ` +
        `of waiting for a quiet machine, load ${settled.load.toFixed(2)})`,
    );
    for (let run = 0; run < RUNS; run++) {
      for (const page of PAGES) {
        // Alternate which build goes first, so neither always meets the warmer or the busier moment.
        const order = run % 2 ? [...all].reverse() : all;
        for (const site of order) {
          if (!loads.get(key(site, page))) continue;
          const figures = await runLighthouse(site.origin + page, 'mobile', 1);
          lighthouse.set(key(site, page), [...(lighthouse.get(key(site, page)) ?? []), figures]);
        }
      }
      process.stdout.write(`  run ${run + 1} of ${RUNS} done\n`);
    }
  } finally {
    for (const server of servers) server.close();
    standIn?.close();
  }

  const [ours, reference, ...variants] = all;
  const benchmarkIndexes = [...lighthouse.values()].flat().map((f) => f.benchmarkIndex);
  console.log(
    `\nHost: Lighthouse benchmarkIndex ${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)} ` +
      `(median ${median(benchmarkIndexes).toFixed(0)}) over ${benchmarkIndexes.length} runs`,
  );
  console.log(
    `Targets: JS on load ≤ ${TARGETS.jsRatio}× the reference and ≤ ${kb(TARGETS.jsBytes)}; mobile TBT ≤ ${TARGETS.tbtRatio}× the ` +
      `reference's; performance ≥ the reference's + ${TARGETS.performanceLead}; accessibility ${TARGETS.accessibility}.`,
  );
  for (const page of PAGES) {
    console.log(`\n${page}`);
    const o = loads.get(key(ours, page));
    const r = loads.get(key(reference, page));
    const oRuns = lighthouse.get(key(ours, page)) ?? [];
    const rRuns = lighthouse.get(key(reference, page)) ?? [];
    const perf = (runs: LighthouseFigures[]) => median(runs.map((f) => f.performance));
    const tbt = (runs: LighthouseFigures[]) => median(runs.map((f) => f.tbt));
    const all3 = (runs: LighthouseFigures[], pick: (f: LighthouseFigures) => number) =>
      runs.map((f) => pick(f).toFixed(0)).join('/');
    for (const [site, load, runs] of [
      [ours, o, oRuns],
      [reference, r, rRuns],
      ...variants.map((v) => [v, loads.get(key(v, page)), lighthouse.get(key(v, page)) ?? []] as const),
    ] as const) {
      if (!load) {
        console.log(`  ${site.name.padEnd(26)} (no such page)`);
        continue;
      }
      console.log(
        `  ${site.name.padEnd(26)} JS ${kb(load.js).padStart(9)}  CSS ${kb(load.css).padStart(8)}  ` +
          `perf ${String(perf(runs)).padStart(3)} [${all3(runs, (f) => f.performance)}]  ` +
          `TBT ${tbt(runs).toFixed(0).padStart(4)} ms [${all3(runs, (f) => f.tbt)}]  a11y ${median(runs.map((f) => f.accessibility))}` +
          `  bI [${all3(runs, (f) => f.benchmarkIndex)}]${load.problem ? `  BROKEN: ${load.problem}` : ''}`,
      );
    }
    if (!o || !r) continue;
    const jsOk = o.js <= TARGETS.jsRatio * r.js && o.js <= TARGETS.jsBytes;
    const tbtOk = tbt(oRuns) <= TARGETS.tbtRatio * tbt(rRuns);
    const perfOk = perf(oRuns) >= perf(rRuns) + TARGETS.performanceLead;
    const a11yOk = median(oRuns.map((f) => f.accessibility)) >= TARGETS.accessibility;
    console.log(
      `  ${mark(jsOk)} JS ratio ${ratio(o.js, r.js)}   ${mark(tbtOk)} TBT ratio ${ratio(tbt(oRuns), tbt(rRuns))}   ` +
        `${mark(perfOk)} performance lead ${perf(oRuns) - perf(rRuns)}   ${mark(a11yOk)} accessibility`,
    );
    const failed = [...new Set(oRuns.flatMap((f) => f.failed))];
    if (failed.length) console.log(`       not passed: ${failed.join(', ')}`);
  }

  if (!SEARCH) return;
  const index = searchIndexSize(ours.buildDir);
  console.log(`\nSearch index: ${kb(index.raw)} raw, ${kb(index.gzip)} gzip`);
  console.log('\nSearch benchmark (npm run bench:search):');
  await relay('scripts/bench-search.ts');
  console.log('\nAsk-AI benchmark (npm run bench:ask):');
  await relay('scripts/bench-ask.ts');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
