/**
 * Splits the reader queries of tests/search/reader-queries.txt once into a tuning half and a
 * validation half (issue 27), kind by kind, with a fixed seed: the same file always gives the same
 * halves. Weights, synonyms and rules are chosen on the tuning half only; the validation half
 * measures whether they generalise.
 *
 * Usage: npm run search:split [-- --check]   (--check: fail if the committed halves are out of date)
 */
import fs from 'node:fs';
import path from 'node:path';
import {format, resolveConfig} from 'prettier';
import {parseReaderQueries, type ReaderQuery} from './lib/reader-queries';

const SOURCE = 'tests/search/reader-queries.txt';
const SEED = 27;

/** mulberry32: a tiny deterministic PRNG, so the split needs no dependency and never changes. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function split(queries: ReaderQuery[], seed = SEED): {tuning: ReaderQuery[]; validation: ReaderQuery[]} {
  const next = random(seed);
  const tuning: ReaderQuery[] = [];
  const validation: ReaderQuery[] = [];
  const kinds = [...new Set(queries.map((q) => q.kind))].sort();
  for (const kind of kinds) {
    const group = queries.filter((q) => q.kind === kind);
    // Fisher–Yates with the seeded generator.
    for (let i = group.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [group[i], group[j]] = [group[j], group[i]];
    }
    const half = Math.ceil(group.length / 2);
    tuning.push(...group.slice(0, half));
    validation.push(...group.slice(half));
  }
  return {tuning, validation};
}

/** The half as JSON, formatted as the repository's Prettier settings would, so a check stays quiet. */
async function file(name: string, description: string, queries: ReaderQuery[]): Promise<[string, string]> {
  const target = path.join('tests/search', name);
  const options = (await resolveConfig(target)) ?? {};
  return [target, await format(JSON.stringify({description, queries}), {...options, filepath: target})];
}

async function main(): Promise<void> {
  const queries = parseReaderQueries(fs.readFileSync(SOURCE, 'utf8'));
  const {tuning, validation} = split(queries);
  const outputs = await Promise.all([
    file(
      'tuning.json',
      `Tuning half of ${SOURCE} (seed ${SEED}): choose weights, synonyms and rules on these queries only.`,
      tuning,
    ),
    file(
      'validation.json',
      `Validation half of ${SOURCE} (seed ${SEED}): measured, never tuned on; do not pick rules from its misses.`,
      validation,
    ),
  ]);
  if (process.argv.includes('--check')) {
    const stale = outputs.filter(([name, text]) => !fs.existsSync(name) || fs.readFileSync(name, 'utf8') !== text);
    if (stale.length > 0) throw new Error(`Out of date: ${stale.map(([n]) => n).join(', ')}; run npm run search:split`);
    console.log('Query halves are up to date.');
    return;
  }
  for (const [name, text] of outputs) fs.writeFileSync(name, text);
  console.log(`${queries.length} queries → tuning ${tuning.length}, validation ${validation.length}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
