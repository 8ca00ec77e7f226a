import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchRecord} from '../../search/records';
import {INDEX_FORMAT_VERSION, packIndex, type SearchManifest} from '../../search/index-format';
import type {SearchSettings} from '../../search/settings';
import type {AskManifest} from '../../ask/settings';
import {extractRecords, isIndexable} from './extract';
import {buildIndex} from './build-index';
import {chunkPassages} from './build-passages';
import {OPENAPI_FILE} from '../../../config/openapi';
import {readOperationIds, withOperationIds} from './openapi-ids';

/** Ask AI with a docs answerer: what the manifest tells the browser (the passages are added at build). */
export type AskBuildOptions = Omit<AskManifest, 'passages'>;

export type SearchIndexPluginOptions = Omit<SearchSettings, 'manifestUrl'> & {ask: AskBuildOptions | null};

/** Where the manifest lives: a fixed, uncached URL that names the current content-hashed index. */
export const MANIFEST_FILE = 'search-index.json';
export const INDEX_DIR = 'assets/search';

/** The built HTML file of a route (`/docs/x` → docs/x.html, `/` → index.html). */
async function htmlFile(outDir: string, route: string): Promise<string | null> {
  const rel = route.replace(/^\//, '');
  for (const candidate of rel ? [`${rel}.html`, path.join(rel, 'index.html')] : ['index.html']) {
    const file = path.join(outDir, candidate);
    if (
      await fs
        .stat(file)
        .then((s) => s.isFile())
        .catch(() => false)
    )
      return file;
  }
  return null;
}

/**
 * Every record of the built site, page by page in route order. The push to a hosted engine uses it too.
 * A page with the same content as one before it (`/api` and `/api/introduction`) is kept once, under the
 * shorter path, so one answer does not fill two places in the results.
 */
export async function collectRecords(
  outDir: string,
  routes: string[],
  siteUrl: string,
  specFile = path.resolve(OPENAPI_FILE),
  /** Filled with each page left out as a twin → the page kept in its place (for the benches' scoring). */
  twins?: Map<string, string>,
): Promise<SearchRecord[]> {
  const records: SearchRecord[] = [];
  const seen = new Map<string, string>();
  const operationIds = await readOperationIds(specFile);
  for (const route of [...new Set(routes)].filter(isIndexable).sort()) {
    const file = await htmlFile(outDir, route);
    if (!file) continue;
    const extracted = extractRecords(await fs.readFile(file, 'utf8'), {routePath: route, siteUrl});
    const page = route.startsWith('/api/') ? withOperationIds(extracted, operationIds) : extracted;
    const signature = crypto
      .createHash('sha256')
      // The description (lvl1 content) is left out: a landing page and its twin differ only there.
      .update(JSON.stringify(page.map((r) => [r.type, r.hierarchy, r.type === 'lvl1' ? null : r.content])))
      .digest('hex');
    const kept = seen.get(signature);
    if (kept !== undefined) {
      twins?.set(route, kept);
      continue;
    }
    seen.set(signature, route);
    records.push(...page);
  }
  return records;
}

const contentHash = (text: string): string => crypto.createHash('sha256').update(text).digest('hex').slice(0, 10);

/** Writes Ask AI's passages files (content-hashed) and returns their part of the manifest. */
export async function writePassages(
  outDir: string,
  records: SearchRecord[],
  baseUrl = '/',
): Promise<AskManifest['passages']> {
  const dir = path.join(outDir, INDEX_DIR);
  await fs.mkdir(dir, {recursive: true});
  const chunks = chunkPassages(records);
  const names: string[] = [];
  let bytes = 0;
  for (const [i, chunk] of chunks.entries()) {
    const json = JSON.stringify(chunk);
    const name = `passages-${i}.${contentHash(json)}.json`;
    await fs.writeFile(path.join(dir, name), json);
    names.push(name);
    bytes += Buffer.byteLength(json);
  }
  for (const old of await fs.readdir(dir)) {
    if (!names.includes(old) && /^passages-\d+\.[0-9a-f]+\.json$/.test(old)) await fs.rm(path.join(dir, old));
  }
  const last = chunks.at(-1);
  return {
    chunks: names.map((name) => `${baseUrl}${INDEX_DIR}/${name}`),
    starts: chunks.map((c) => c.start),
    units: last ? last.start + last.units.length : 0,
    bytes,
  };
}

/**
 * Writes the local index under a content-hashed name and the manifest that points to it; with a docs
 * answerer for Ask AI, the passages files too, named in the manifest with the answerer's settings.
 */
export async function writeIndex(
  outDir: string,
  records: SearchRecord[],
  siteUrl: string,
  baseUrl = '/',
  ask: AskBuildOptions | null = null,
): Promise<SearchManifest> {
  const json = JSON.stringify(packIndex(buildIndex(records, siteUrl)));
  const name = `index.${contentHash(json)}.json`;
  const dir = path.join(outDir, INDEX_DIR);
  await fs.mkdir(dir, {recursive: true});
  await fs.writeFile(path.join(dir, name), json);
  // Keep only the current index (a rebuild of the index in place leaves the old one behind).
  for (const old of await fs.readdir(dir)) {
    if (old !== name && /^index\.[0-9a-f]+\.json$/.test(old)) await fs.rm(path.join(dir, old));
  }
  const manifest: SearchManifest = {
    v: INDEX_FORMAT_VERSION,
    index: `${baseUrl}${INDEX_DIR}/${name}`,
    bytes: Buffer.byteLength(json),
    records: records.length,
    ...(ask ? {ask: {...ask, passages: await writePassages(outDir, records, baseUrl)}} : {}),
  };
  await fs.writeFile(path.join(outDir, MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
}

/**
 * Search records and the local index. After the build, walks the built HTML of every doc, API and
 * custom page into DocSearch-shaped records (extract.ts) and, with the local provider, writes the
 * compact index the browser loads on the first interaction with search. The search settings reach
 * the browser as this plugin's global data.
 */
export default function searchIndexPlugin(context: LoadContext, options: SearchIndexPluginOptions): Plugin {
  const {baseUrl, siteConfig} = context;
  return {
    name: 'search-index',
    async contentLoaded({actions}) {
      // Ask AI's build options stay out of the global data (every page's bundle); the manifest carries them.
      const {ask: _ask, ...pageOptions} = options;
      const settings: SearchSettings = {...pageOptions, manifestUrl: `${baseUrl}${MANIFEST_FILE}`};
      actions.setGlobalData(settings);
    },
    async postBuild({outDir, routesPaths}) {
      const routes = routesPaths.map((r) => (r.length > 1 ? r.replace(/\/$/, '') : r));
      const records = await collectRecords(outDir, routes, siteConfig.url, path.join(context.siteDir, OPENAPI_FILE));
      // The local index serves local search, and Ask AI's retrieval whatever the search provider.
      if (options.provider !== 'local' && !options.ask) return;
      const manifest = await writeIndex(outDir, records, siteConfig.url, baseUrl, options.ask);
      console.log(
        `[search-index] ${records.length} records from ${new Set(records.map((r) => r.url_without_anchor)).size} pages; ` +
          `local index ${manifest.index} (${Math.round(manifest.bytes / 1024)} KB)` +
          (manifest.ask
            ? `; Ask AI (${manifest.ask.answerer}) passages in ${manifest.ask.passages.chunks.length} files (${Math.round(manifest.ask.passages.bytes / 1024)} KB)`
            : ''),
      );
    },
  };
}
