/**
 * Rebuilds the local search index of an existing build (build/) without rebuilding the site: the same
 * records, index and Ask AI passages `npm run build` writes, with their precompressed copies. Handy while tuning the engine with
 * `npm run bench:search` and the answerer with `npm run bench:ask`.
 * Usage: npm run search:index [-- --dir build]
 */
import fs from 'node:fs';
import path from 'node:path';
import {readEnv} from '../config/env';
import {search} from '../config/search';
import {collectRecords, INDEX_DIR, MANIFEST_FILE, writeIndex} from '../src/plugins/search-index';
import {precompressFile} from './lib/serving/precompress';
import {indexedPaths} from './lib/required-routes';

async function main(): Promise<void> {
  const dirFlag = process.argv.indexOf('--dir');
  const buildDir = path.resolve(dirFlag > -1 ? process.argv[dirFlag + 1] : 'build');
  const siteUrl = readEnv('SITE_URL') ?? 'https://docs.mynah.app';
  const records = await collectRecords(buildDir, indexedPaths(buildDir), siteUrl);
  if (records.length === 0) throw new Error(`No pages found in ${buildDir}: run \`npm run build\` first.`);
  const manifest = await writeIndex(buildDir, records, siteUrl, '/', search.ask);
  // The server sends a file's .br or .gz sibling as it is: the ones finish-build wrote are stale now.
  const searchDir = path.join(buildDir, INDEX_DIR);
  for (const file of fs.readdirSync(searchDir)) {
    if (/\.(br|gz)$/.test(file)) fs.rmSync(path.join(searchDir, file));
  }
  for (const file of [
    path.join(buildDir, MANIFEST_FILE),
    ...fs.readdirSync(searchDir).map((f) => path.join(searchDir, f)),
  ])
    precompressFile(file);
  console.log(`${records.length} records → ${manifest.index} (${Math.round(manifest.bytes / 1024)} KB)`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
