/**
 * Measures the local search on the built site (run `npm run build` first):
 *   - quality over tests/search/queries.json: MRR@10 and recall@5 (pages, in the order readers see them);
 *   - engine latency per query, p50 and p95 (after a warm-up);
 *   - index size, raw and gzip, next to a serialised MiniSearch index of the same records;
 *   - keystroke-to-hits in Chromium: from the keydown to the frame that shows the new hits.
 * Targets (issue 3): MRR@10 ≥ 0.85, p95 < 10 ms, keystroke-to-hits < 50 ms, index < 400 KB gzip.
 * Measured and printed, never asserted.
 *
 * Usage: npm run bench:search [-- --no-browser] [-- --dir build] [-- --misses]
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import MiniSearch from 'minisearch';
import {chromium} from 'playwright-core';
import {chromiumLaunchOptions} from './lib/chromium';
import {SearchEngine} from '../src/search/engine';
import type {CompactIndex, SearchManifest} from '../src/search/index-format';
import {collectRecords} from '../src/plugins/search-index';
import {builtPaths} from './lib/required-routes';
import {startStaticServer} from './lib/static-server';

type Query = {q: string; url: string; also?: string[]; kind: string};

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const buildDir = path.resolve(dirFlag > -1 ? args[dirFlag + 1] : 'build');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(2)} ms`;

/** Reciprocal rank of the first relevant page among the first `k` distinct pages, and whether it is in the first 5. */
function score(pages: string[], query: Query, k = 10): {rr: number; at5: boolean; rank: number} {
  const relevant = new Set([query.url, ...(query.also ?? [])]);
  const rank = pages.slice(0, k).findIndex((p) => relevant.has(p)) + 1;
  return {rr: rank > 0 ? 1 / rank : 0, at5: rank > 0 && rank <= 5, rank};
}

function distinct<T>(list: T[]): T[] {
  return [...new Set(list)];
}

async function keystrokeToHits(queries: Query[]): Promise<{last: number[]; first: number[]}> {
  const server = await startStaticServer({root: buildDir, port: 0});
  const {port} = server.address() as AddressInfo;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const last: number[] = [];
  const first: number[] = [];
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    await page.goto(`http://127.0.0.1:${port}/`);
    // Measured once the page has started, so the figures are the search's own, not the start-up's.
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.locator('.DocSearch-Button').click();
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    // Warm the index and the modal once.
    await input.fill('tickets');
    await page.locator('.DocSearch-Hits .DocSearch-Hit').first().waitFor();
    // A string, not a function: the TypeScript runner would add helpers the page does not have.
    await page.evaluate(`window.__measure = () => new Promise((resolve, reject) => {
      const target = document.querySelector('.DocSearch-Modal');
      let start = -1;
      window.addEventListener('keydown', (e) => { start = e.timeStamp; }, {capture: true, once: true});
      const observer = new MutationObserver(() => {
        if (start < 0 || !document.querySelector('.DocSearch-Hits .DocSearch-Hit')) return;
        observer.disconnect();
        requestAnimationFrame((frame) => resolve(frame - start));
      });
      observer.observe(target, {childList: true, subtree: true, characterData: true, attributes: true});
      setTimeout(() => reject(new Error('no change')), 2000);
    })`);
    const measure = (): Promise<number> =>
      page.evaluate(() => (window as unknown as {__measure: () => Promise<number>}).__measure());
    // Results identical to the previous keystroke's change nothing on screen and are not counted.
    const time = async (key: string): Promise<number> => {
      const pending = measure().catch(() => NaN);
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      return pending;
    };
    for (const {q} of queries) {
      if (q.length < 2) continue;
      // Last keystroke: the query minus its last character is on screen; time the final key.
      await input.fill(q.slice(0, -1));
      await page.waitForTimeout(50);
      last.push(await time(q.slice(-1)));
      // First keystroke: from an empty box.
      await input.fill('');
      await page.waitForTimeout(50);
      first.push(await time(q[0]));
    }
  } finally {
    await browser.close();
    server.close();
  }
  return {last: last.filter(Number.isFinite), first: first.filter(Number.isFinite)};
}

async function main(): Promise<void> {
  const manifestFile = path.join(buildDir, 'search-index.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as SearchManifest;
  const raw = fs.readFileSync(path.join(buildDir, manifest.index.replace(/^\//, '')));
  const index = JSON.parse(raw.toString('utf8')) as CompactIndex;
  const queries = (JSON.parse(fs.readFileSync('tests/search/queries.json', 'utf8')) as {queries: Query[]}).queries;

  let t = performance.now();
  const engine = new SearchEngine(index);
  const loadMs = performance.now() - t;

  const pagesFor = (query: string): string[] =>
    distinct(
      engine
        .search(query)
        .ranked.slice(0, 60)
        .map((r) => engine.unit(r.unit).path),
    );

  // Quality.
  const results = queries.map((q) => ({q, ...score(pagesFor(q.q), q)}));
  const mrr = results.reduce((s, r) => s + r.rr, 0) / results.length;
  const recall5 = results.filter((r) => r.at5).length / results.length;
  const byKind = new Map<string, number[]>();
  for (const r of results) byKind.set(r.q.kind, [...(byKind.get(r.q.kind) ?? []), r.rr]);

  // Latency: warm up, then seven timed runs of every query; each query's median counts (a shared
  // machine's load spikes hit single runs, not the median).
  for (const q of queries) engine.search(q.q);
  const runs: number[][] = queries.map(() => []);
  for (let run = 0; run < 7; run++) {
    queries.forEach((q, i) => {
      t = performance.now();
      engine.search(q.q);
      runs[i].push(performance.now() - t);
    });
  }
  const times = runs.map((r) => percentile(r, 50));
  const prefixTimes = ['a', 'c', 'w', 'wh', 'ti', 'api', 'tic'].map((q) => {
    const r: number[] = [];
    for (let run = 0; run < 7; run++) {
      t = performance.now();
      engine.search(q);
      r.push(performance.now() - t);
    }
    return percentile(r, 50);
  });

  // MiniSearch on the same records, for comparison.
  const records = await collectRecords(buildDir, builtPaths(buildDir), 'https://docs.mynah.app');
  const mini = new MiniSearch({
    fields: ['title', 'parents', 'content'],
    storeFields: ['path'],
  });
  mini.addAll(
    records.map((r, id) => ({
      id,
      path: new URL(r.url_without_anchor).pathname,
      title: r.type === 'content' ? '' : r.hierarchy[r.type as 'lvl1'],
      parents: [r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3].filter(Boolean).join(' '),
      content: r.content ?? '',
    })),
  );
  const miniJson = JSON.stringify(mini);
  const miniResults = queries.map((q) => {
    const hits = mini.search(q.q, {prefix: true, fuzzy: 0.2, boost: {title: 4, parents: 2}});
    return score(distinct(hits.slice(0, 200).map((h) => h.path as string)), q);
  });
  const miniMrr = miniResults.reduce((s, r) => s + r.rr, 0) / miniResults.length;
  const miniTimes = queries.map((q) => {
    t = performance.now();
    mini.search(q.q, {prefix: true, fuzzy: 0.2, boost: {title: 4, parents: 2}});
    return performance.now() - t;
  });

  console.log(
    `Local search benchmark (${buildDir}); load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  console.log(
    `  records ${records.length} from ${new Set(records.map((r) => r.url_without_anchor)).size} pages; units ${index.units.length}; terms ${engine.terms.length}`,
  );
  console.log(`  queries ${queries.length} (${[...byKind].map(([k, v]) => `${k} ${v.length}`).join(', ')})`);
  console.log('Quality');
  console.log(`  MRR@10     ${mrr.toFixed(3)}   (target ≥ 0.85)`);
  console.log(`  recall@5   ${recall5.toFixed(3)}`);
  for (const [kind, rrs] of byKind)
    console.log(`  MRR@10 ${kind.padEnd(9)} ${(rrs.reduce((a, b) => a + b, 0) / rrs.length).toFixed(3)}`);
  console.log('Engine latency (Node, warm)');
  console.log(
    `  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(Math.max(...times))}   (target p95 < 10 ms)`,
  );
  console.log(
    `  one- to three-letter prefixes: p50 ${ms(percentile(prefixTimes, 50))}  max ${ms(Math.max(...prefixTimes))}`,
  );
  console.log(`  index parse + engine setup ${ms(loadMs)}`);
  console.log('Index size');
  console.log(
    `  local index   ${kb(raw.length)} raw, ${kb(zlib.gzipSync(raw, {level: 9}).length)} gzip   (target < 400 KB gzip)`,
  );
  console.log(
    `  MiniSearch    ${kb(miniJson.length)} raw, ${kb(zlib.gzipSync(miniJson, {level: 9}).length)} gzip (index only, no stored text), MRR@10 ${miniMrr.toFixed(3)}, p95 ${ms(percentile(miniTimes, 95))}`,
  );

  if (args.includes('--misses')) {
    console.log('Misses (rank > 1)');
    for (const r of results.filter((x) => x.rank !== 1)) {
      console.log(`  ${r.rank || '-'}\t${r.q.q}\t→ ${r.q.url}\t got ${pagesFor(r.q.q).slice(0, 3).join(', ')}`);
    }
  }

  if (!args.includes('--no-browser')) {
    const {last, first} = await keystrokeToHits(queries);
    console.log('Keystroke to rendered hits (Chromium, 1280×800)');
    console.log(
      `  last key   p50 ${ms(percentile(last, 50))}  p95 ${ms(percentile(last, 95))}  (n=${last.length}, target < 50 ms)`,
    );
    console.log(`  first key  p50 ${ms(percentile(first, 50))}  p95 ${ms(percentile(first, 95))}  (n=${first.length})`);
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
