import {
  normalizeRequests,
  type LiteClient,
  type SearchRequest,
  type SearchResult,
  type SearchStatus,
} from './local-client';

/** The part of algoliasearch's lite client that the hosted adapter uses. */
export type AlgoliaLiteClient = {
  appId: string;
  search(request: {requests: SearchRequest[]}): Promise<{results: unknown[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache?(): Promise<void>;
  transporter: LiteClient['transporter'];
};

function emptyResult(request: SearchRequest): SearchResult {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: Number(request.hitsPerPage ?? 20),
    exhaustiveNbHits: true,
    exhaustive: {nbHits: true, typo: true},
    exhaustiveTypo: true,
    query: String(request.query ?? ''),
    params: '',
    index: request.indexName,
    queryID: '',
    processingTimeMS: 0,
    renderingContent: {},
  };
}

/**
 * Wraps Algolia's own client for the hosted provider: same requests and responses, but an unreachable
 * host (algoliasearch's RetryError after every host failed) resolves with empty results and reports
 * status 'error', exactly like the local client, so one error screen serves both.
 */
export function createHostedClient(base: AlgoliaLiteClient): LiteClient {
  const listeners = new Set<(status: SearchStatus) => void>();
  const report = (status: SearchStatus): void => listeners.forEach((l) => l(status));
  const search: LiteClient['search'] = async (request) => {
    const requests = normalizeRequests(request);
    try {
      const response = await base.search({requests});
      report('ok');
      return response as {results: SearchResult[]};
    } catch {
      report('error');
      return {results: requests.map(emptyResult)};
    }
  };
  return {
    appId: base.appId,
    search,
    searchForHits: search,
    async searchForFacets() {
      return {results: [{facetHits: [], exhaustiveFacetsCount: true}]};
    },
    addAlgoliaAgent: (segment, version) => base.addAlgoliaAgent(segment, version),
    clearCache: async () => base.clearCache?.(),
    transporter: base.transporter,
    async suggest() {
      return [];
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
