import {SearchEngine} from './engine';
import type {PackedIndex, SearchManifest} from './index-format';
import {createLocalClient, type LiteClient} from './local-client';
import {createHostedClient, type AlgoliaLiteClient} from './hosted-client';
import {installInsights} from './analytics';
import {ensureStorage} from './storage';
import type {SearchSettings} from './settings';

/**
 * Everything search needs beyond the button, in one chunk loaded on the first interaction (hover,
 * focus or touch of the button, a shortcut, or the search page): the engine, the clients, analytics
 * and the storage guard. Nothing here runs on page load.
 */

const INDEX_TIMEOUT_MS = 20_000;

export async function fetchJson<T>(url: string): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), INDEX_TIMEOUT_MS);
  try {
    const response = await fetch(url, {signal: controller.signal, credentials: 'same-origin'});
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return (await response.json()) as T;
  } finally {
    clearTimeout(timer);
  }
}

let manifest: Promise<SearchManifest> | null = null;

/** Reads the manifest once (Ask AI reads its settings there too); a failure is forgotten. */
export function loadManifest(manifestUrl: string): Promise<SearchManifest> {
  manifest ??= fetchJson<SearchManifest>(manifestUrl).catch((error: unknown) => {
    manifest = null;
    throw error;
  });
  return manifest;
}

let engine: Promise<SearchEngine> | null = null;

/** Loads the local index once; a failure is forgotten so the next search tries again. */
export function loadEngine(manifestUrl: string): Promise<SearchEngine> {
  engine ??= (async () => {
    const {index} = await loadManifest(manifestUrl);
    return new SearchEngine(await fetchJson<PackedIndex>(index));
  })().catch((error: unknown) => {
    engine = null;
    throw error;
  });
  return engine;
}

let client: LiteClient | null = null;

/**
 * The search client for the configured provider. With Algolia, DocSearch's own client (when given)
 * is wrapped; the search page creates one.
 */
export async function getClient(settings: SearchSettings, algoliaClient?: AlgoliaLiteClient): Promise<LiteClient> {
  if (client) return client;
  if (settings.provider === 'algolia') {
    let base = algoliaClient;
    if (!base) {
      const {liteClient} = await import('algoliasearch/lite');
      base = liteClient(settings.appId ?? '', settings.apiKey ?? '') as unknown as AlgoliaLiteClient;
    }
    client = createHostedClient(base);
  } else {
    client = createLocalClient(() => loadEngine(settings.manifestUrl));
  }
  return client;
}

/** Synchronous access once getClient has resolved (DocSearch's transformSearchClient is synchronous). */
export function currentClient(): LiteClient | null {
  return client;
}

/** Prepares search on the first interaction: storage guard, analytics, and the local index download. */
export function prepare(settings: SearchSettings): Promise<LiteClient> {
  ensureStorage();
  installInsights(settings);
  if (settings.provider === 'local') loadEngine(settings.manifestUrl).catch(() => {});
  return getClient(settings);
}
