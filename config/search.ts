import type {PluginConfig} from '@docusaurus/types';
import type {SearchIndexPluginOptions} from '../src/plugins/search-index';
import {readEnv} from './env';

/**
 * Search: the stock DocSearch modal and /search page, answered by the local index by default or by
 * Algolia when SEARCH_PROVIDER=algolia. Every value comes from the environment (see README.md).
 */

const PROVIDERS = ['local', 'algolia'] as const;

const ALGOLIA_VARIABLES = {
  ALGOLIA_APP_ID: 'the Algolia application id',
  ALGOLIA_API_KEY: 'the Algolia search-only API key',
  ALGOLIA_INDEX_NAME: 'the Algolia index name',
} as const;

/** Name of the local index; DocSearch also keys recent and favourite searches by it. */
export const LOCAL_INDEX_NAME = 'mynah-docs';

export function readSearchConfig(read: (name: string) => string | undefined = readEnv): SearchIndexPluginOptions {
  const provider = (read('SEARCH_PROVIDER') ?? 'local').toLowerCase();
  if (!(PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`SEARCH_PROVIDER is "${provider}"; it must be one of: ${PROVIDERS.join(', ')}.`);
  }
  const analyticsEndpoint = read('SEARCH_ANALYTICS_ENDPOINT') ?? null;
  if (provider === 'local') {
    return {provider: 'local', indexName: LOCAL_INDEX_NAME, analyticsEndpoint, appId: null, apiKey: null};
  }
  const missing = (Object.keys(ALGOLIA_VARIABLES) as (keyof typeof ALGOLIA_VARIABLES)[]).filter((name) => !read(name));
  if (missing.length > 0) {
    const list = missing.map((name) => `${name} (${ALGOLIA_VARIABLES[name]})`).join(', ');
    throw new Error(
      `SEARCH_PROVIDER=algolia, but ${list} ${missing.length > 1 ? 'are' : 'is'} missing. ` +
        'Set them, or unset SEARCH_PROVIDER to use the local index.',
    );
  }
  return {
    provider: 'algolia',
    indexName: read('ALGOLIA_INDEX_NAME')!,
    analyticsEndpoint,
    appId: read('ALGOLIA_APP_ID')!,
    apiKey: read('ALGOLIA_API_KEY')!,
  };
}

export const search = readSearchConfig();

/**
 * `themeConfig.algolia`: it switches on @docusaurus/theme-search-algolia (the /search route and the
 * SearchBar slot). With the local provider the id and key are placeholders that no code sends anywhere:
 * our SearchBar and SearchPage (src/theme) answer from the local index.
 */
export const algolia = {
  appId: search.appId ?? 'local',
  apiKey: search.apiKey ?? 'local',
  indexName: search.indexName,
  contextualSearch: true,
  searchPagePath: 'search',
};

export const searchIndexPlugin: PluginConfig = ['./src/plugins/search-index/index.ts', search];
