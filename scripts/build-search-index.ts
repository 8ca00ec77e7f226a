/**
 * Rebuilds the local search index of an existing build (build/) without rebuilding the site: the same
 * records, index and Ask AI passages `npm run build` writes. Handy while tuning the engine with
 * `npm run bench:search` and the answerer with `npm run bench:ask`.
 * Usage: npm run search:index [-- --dir build]
 */
import path from 'node:path';
import {readEnv} from '../config/env';
import {search} from '../config/search';
import {collectRecords, writeIndex} from '../src/plugins/search-index';
import {indexedPaths} from './lib/required-routes';

async function main(): Promise<void> {
  const dirFlag = process.argv.indexOf('--dir');
  const buildDir = path.resolve(dirFlag > -1 ? process.argv[dirFlag + 1] : 'build');
  const siteUrl = readEnv('SITE_URL') ?? 'https://docs.mynah.app';
  const records = await collectRecords(buildDir, indexedPaths(buildDir), siteUrl);
  if (records.length === 0) throw new Error(`No pages found in ${buildDir}: run \`npm run build\` first.`);
  const manifest = await writeIndex(buildDir, records, siteUrl, '/', search.ask);
  console.log(`${records.length} records → ${manifest.index} (${Math.round(manifest.bytes / 1024)} KB)`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
