/**
 * What the browser needs to know about search, set at build time from config/search.ts and passed
 * as the search-index plugin's global data. Nothing secret: the Algolia key is a search-only key.
 */
import type {AskAiMode} from '../ask/settings';

export type SearchProvider = 'local' | 'algolia';

export type SearchSettings = {
  provider: SearchProvider;
  /** Index name: the Algolia index, or the local index's name (a storage key for recent searches). */
  indexName: string;
  /** The local index manifest. */
  manifestUrl: string;
  /** Where click and view events go (POST, JSON); unset keeps them in the page's local sink only. */
  analyticsEndpoint: string | null;
  /** Algolia credentials (hosted provider only). */
  appId: string | null;
  apiKey: string | null;
  /** Ask AI in the modal, or null when it is off (src/ask/settings.ts). */
  askAi: AskAiMode | null;
};

export const SEARCH_PLUGIN_NAME = 'search-index';

/** Search constants from the spec (§9). */
export const SEARCH_LIMITS = {
  maxQueryLength: 64,
  hitsPerPage: 20,
  maxHitsPerGroup: 5,
  snippetWords: 10,
  snippetWordsSmall: 5,
  smallScreenMaxWidth: 768,
  analyticsChunk: 20,
  /** Recent searches shown without favourites, and once there is one; favourites (DocSearch keeps 10). */
  recentSearches: 7,
  recentSearchesWithFavourites: 4,
  favouriteSearches: 10,
} as const;
