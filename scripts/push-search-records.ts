/**
 * Pushes the search records of the built site (build/) to Algolia, for SEARCH_PROVIDER=algolia.
 * The records are the ones the local index is built from (src/plugins/search-index), so both engines
 * search the same content.
 *
 * Usage: npm run build && ALGOLIA_APP_ID=… ALGOLIA_ADMIN_API_KEY=… ALGOLIA_INDEX_NAME=… npm run search:push
 *        npm run search:push -- --dry-run   (extract and count the records, send nothing)
 */
import path from 'node:path';
import {readEnv} from '../config/env';
import {collectRecords} from '../src/plugins/search-index';
import {indexedPaths} from './lib/required-routes';
import {pushRecords} from './lib/algolia-push';

async function main(): Promise<void> {
  const dryRun = process.argv.includes('--dry-run');
  const dirFlag = process.argv.indexOf('--dir');
  const buildDir = path.resolve(dirFlag > -1 ? process.argv[dirFlag + 1] : 'build');
  const siteUrl = readEnv('SITE_URL') ?? 'https://docs.mynah.app';
  const records = await collectRecords(buildDir, indexedPaths(buildDir), siteUrl);
  if (records.length === 0) throw new Error(`No records found in ${buildDir}: run \`npm run build\` first.`);
  console.log(`${records.length} records from ${new Set(records.map((r) => r.url_without_anchor)).size} pages`);
  if (dryRun) return;
  const missing = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'].filter((n) => !readEnv(n));
  if (missing.length > 0) throw new Error(`${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing.`);
  await pushRecords({
    appId: readEnv('ALGOLIA_APP_ID')!,
    adminKey: readEnv('ALGOLIA_ADMIN_API_KEY')!,
    indexName: readEnv('ALGOLIA_INDEX_NAME')!,
    records,
    log: (m) => console.log(m),
  });
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
