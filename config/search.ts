import type {PluginConfig} from '@docusaurus/types';
import type {SearchIndexPluginOptions} from '../src/plugins/search-index';
import {env, readEnv, type AskEnv} from './env';

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

/**
 * Ask AI's part of the search plugin's options: the mode every page knows (global data) and, for the
 * docs answerers, what the manifest tells the browser once it asks (see src/ask/settings.ts).
 */
function askOptions(ask: AskEnv, provider: string): Pick<SearchIndexPluginOptions, 'askAi' | 'ask'> {
  if (ask.answerer === 'off') return {askAi: null, ask: null};
  if (ask.answerer === 'algolia') {
    if (provider !== 'algolia') {
      throw new Error(
        'ASK_AI_ANSWERER=algolia (or ALGOLIA_ASSISTANT_ID) needs SEARCH_PROVIDER=algolia: the assistant answers from your Algolia index.',
      );
    }
    return {askAi: {mode: 'algolia', assistantId: ask.assistantId!}, ask: null};
  }
  return {
    askAi: {mode: 'docs'},
    ask: {answerer: ask.answerer, endpoint: ask.endpoint, feedbackUrl: ask.feedbackUrl},
  };
}

export function readSearchConfig(
  read: (name: string) => string | undefined = readEnv,
  ask: AskEnv = env.ask,
): SearchIndexPluginOptions {
  const provider = (read('SEARCH_PROVIDER') ?? 'local').toLowerCase();
  if (!(PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`SEARCH_PROVIDER is "${provider}"; it must be one of: ${PROVIDERS.join(', ')}.`);
  }
  const analyticsEndpoint = read('SEARCH_ANALYTICS_ENDPOINT') ?? null;
  if (provider === 'local') {
    return {
      provider: 'local',
      indexName: LOCAL_INDEX_NAME,
      analyticsEndpoint,
      appId: null,
      apiKey: null,
      ...askOptions(ask, provider),
    };
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
    ...askOptions(ask, provider),
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
