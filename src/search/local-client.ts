import {MAX_RANKED, type SearchEngine, type UnitInfo} from './engine';
import {createMatcher, highlight, snippet, DEFAULT_TAGS, type Tags} from './highlight';
import {LEVELS} from './records';
import {SEARCH_LIMITS} from './settings';

/**
 * A search client with the surface of algoliasearch's v5 lite client that DocSearch and our search
 * page use (`search`, `searchForHits`, `addAlgoliaAgent`), answering from the local engine with
 * Algolia-shaped results. Both request forms are accepted: `{requests: [...]}` with flat parameters
 * (DocSearch v4, algoliasearch v5) and a plain array of `{indexName, params}` where params is an
 * object or a URL-encoded string (algoliasearch-helper, v4 clients).
 */

export type SearchParams = {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: (string | string[])[] | string;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  [key: string]: unknown;
};

export type SearchRequest = {indexName: string; params?: SearchParams | string; type?: string} & SearchParams;

export type AlgoliaHit = Record<string, unknown> & {
  objectID: string;
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
};

export type SearchResult = {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  exhaustive: {nbHits: boolean; typo: boolean};
  exhaustiveTypo: boolean;
  query: string;
  params: string;
  index: string;
  queryID: string;
  processingTimeMS: number;
  renderingContent: Record<string, never>;
};

export type SearchStatus = 'ok' | 'error';

export type LiteClient = {
  appId: string;
  search(
    request: {requests: SearchRequest[]} | SearchRequest[],
    requestOptions?: unknown,
  ): Promise<{results: SearchResult[]}>;
  searchForHits(request: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: SearchResult[]}>;
  searchForFacets(request: unknown): Promise<{results: {facetHits: never[]; exhaustiveFacetsCount: boolean}[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
  transporter: {algoliaAgent: {value: string; add(agent: {segment: string; version?: string}): void}};
  /** Suggestions for a query with no results: titles of what its longest answered prefix found. */
  suggest(query: string, limit?: number): Promise<string[]>;
  /** Listens to whether the last search reached the index; returns an unsubscribe function. */
  onStatus(listener: (status: SearchStatus) => void): () => void;
};

/** Parses `params` given as a URL-encoded string (JSON values, like algoliasearch v4 sends them). */
export function parseParams(params: string): SearchParams {
  const out: SearchParams = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    try {
      out[key] = JSON.parse(raw);
    } catch {
      out[key] = raw;
    }
  }
  if (typeof out.query !== 'string' && out.query !== undefined) out.query = String(out.query);
  return out;
}

export function normalizeRequests(request: {requests: SearchRequest[]} | SearchRequest[]): SearchRequest[] {
  const list = Array.isArray(request) ? request : request.requests;
  return list.map(({params, ...rest}) => ({
    ...rest,
    ...(typeof params === 'string' ? parseParams(params) : (params ?? {})),
  }));
}

function serialize(params: SearchParams): string {
  return Object.entries(params)
    .filter(([k]) => k !== 'indexName')
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
}

function queryId(): string {
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** `['content:10', 'hierarchy.lvl1:10']` → Map(attribute → words). */
function snippetSpec(list: string[] | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of list ?? []) {
    const [attribute, count] = entry.split(':');
    out.set(attribute, Number(count) || SEARCH_LIMITS.snippetWords);
  }
  return out;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
  node[parts[parts.length - 1]] = value;
}

function retrieve(unit: UnitInfo, attributes: string[] | undefined): Record<string, unknown> {
  const full: Record<string, unknown> = {
    url: unit.url,
    url_without_anchor: unit.url.split('#')[0],
    anchor: unit.anchor,
    type: unit.type,
    hierarchy: unit.hierarchy,
    content: unit.content,
    language: unit.language,
    docusaurus_tag: unit.docusaurusTag,
  };
  if (!attributes || attributes.includes('*')) return full;
  const out: Record<string, unknown> = {};
  for (const attribute of attributes) {
    if (attribute.startsWith('hierarchy.')) {
      const level = attribute.slice('hierarchy.'.length) as keyof UnitInfo['hierarchy'];
      setPath(out, attribute, unit.hierarchy[level] ?? null);
    } else if (attribute in full) out[attribute] = full[attribute];
  }
  return out;
}

/** Answers one request from the engine. */
export function answer(engine: SearchEngine, request: SearchRequest, started = performance.now()): SearchResult {
  const query = String(request.query ?? '').slice(0, SEARCH_LIMITS.maxQueryLength);
  const hitsPerPage = Math.max(0, Math.min(1000, Number(request.hitsPerPage ?? SEARCH_LIMITS.hitsPerPage)));
  const page = Math.max(0, Number(request.page ?? 0));
  const facetFilters =
    typeof request.facetFilters === 'string' ? [request.facetFilters] : (request.facetFilters ?? undefined);
  const tags: Tags = {
    pre: request.highlightPreTag ?? DEFAULT_TAGS.pre,
    post: request.highlightPostTag ?? DEFAULT_TAGS.post,
    ellipsis: request.snippetEllipsisText ?? DEFAULT_TAGS.ellipsis,
  };
  const {plan, ranked} = query.trim() ? engine.search(query, {facetFilters}) : {plan: null, ranked: []};
  const nbHits = Math.min(ranked.length, MAX_RANKED);
  const matcher = createMatcher(plan?.words ?? [], plan?.candidates ?? []);
  const snippets = snippetSpec(request.attributesToSnippet);
  const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({unit: id}) => {
    const unit = engine.unit(id);
    const hierarchyHighlight: Record<string, unknown> = {};
    for (const level of LEVELS) {
      const value = unit.hierarchy[level];
      if (value) hierarchyHighlight[level] = highlight(value, matcher, tags);
    }
    const _highlightResult: Record<string, unknown> = {hierarchy: hierarchyHighlight};
    if (unit.content) _highlightResult.content = highlight(unit.content, matcher, tags);
    const _snippetResult: Record<string, unknown> = {};
    for (const [attribute, size] of snippets) {
      const text =
        attribute === 'content'
          ? unit.content
          : attribute.startsWith('hierarchy.')
            ? unit.hierarchy[attribute.slice(10) as 'lvl1']
            : null;
      if (text) setPath(_snippetResult, attribute, snippet(text, matcher, size, tags));
    }
    return {
      ...retrieve(unit, request.attributesToRetrieve),
      objectID: unit.objectID,
      _highlightResult,
      _snippetResult,
    } as AlgoliaHit;
  });
  const {indexName, ...params} = request;
  return {
    hits,
    nbHits,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustive: {nbHits: true, typo: true},
    exhaustiveTypo: true,
    query,
    params: serialize(params),
    index: indexName,
    queryID: queryId(),
    processingTimeMS: Math.round(performance.now() - started),
    renderingContent: {},
  };
}

/**
 * Suggestions for a query that found nothing: the page titles found by its longest answered prefix,
 * dropping whole words first, then letters of the last word (a bounded number of searches).
 */
export function suggestions(engine: SearchEngine, query: string, limit = 3): string[] {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const attempts: string[] = [];
  for (let n = words.length; n >= 1; n--) {
    const head = words.slice(0, n - 1).join(' ');
    const last = words[n - 1];
    for (let len = last.length - 1; len >= 3 && attempts.length < 12; len -= Math.max(1, Math.floor(last.length / 6))) {
      attempts.push(`${head} ${last.slice(0, len)}`.trim());
    }
    if (n > 1) attempts.push(head);
  }
  for (const text of attempts.slice(0, 16)) {
    const {ranked} = engine.search(text);
    if (ranked.length === 0) continue;
    const titles: string[] = [];
    for (const r of ranked) {
      const title = engine.unit(r.unit).hierarchy.lvl1;
      if (title && !titles.includes(title)) titles.push(title);
      if (titles.length === limit) break;
    }
    return titles;
  }
  return [];
}

/** Thrown when the index cannot be loaded; named like algoliasearch's error for unreachable hosts. */
export class RetryError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
  }
}

/**
 * The local client. `loadEngine` fetches and parses the index; a failed load is retried on the next
 * search. A failure resolves with empty results (DocSearch would otherwise leave an unhandled
 * rejection) and reports status 'error', which the search UI turns into the error screen.
 */
export function createLocalClient(loadEngine: () => Promise<SearchEngine>, appId = 'local'): LiteClient {
  const listeners = new Set<(status: SearchStatus) => void>();
  const agents: string[] = ['Mynah local search (1.0.0)'];
  const report = (status: SearchStatus): void => listeners.forEach((l) => l(status));
  const empty = (request: SearchRequest): SearchResult => answer(emptyEngine, request);

  const search: LiteClient['search'] = async (request) => {
    const requests = normalizeRequests(request);
    const started = performance.now();
    let engine: SearchEngine;
    try {
      engine = await loadEngine();
    } catch {
      report('error');
      return {results: requests.map(empty)};
    }
    report('ok');
    return {results: requests.map((r) => answer(engine, r, started))};
  };

  return {
    appId,
    search,
    searchForHits: search,
    async searchForFacets() {
      return {results: [{facetHits: [], exhaustiveFacetsCount: true}]};
    },
    addAlgoliaAgent(segment, version) {
      agents.push(version ? `${segment} (${version})` : segment);
    },
    async clearCache() {},
    transporter: {
      algoliaAgent: {
        get value() {
          return agents.join('; ');
        },
        add({segment, version}) {
          agents.push(version ? `${segment} (${version})` : segment);
        },
      },
    },
    async suggest(query, limit) {
      try {
        return suggestions(await loadEngine(), query, limit);
      } catch {
        return [];
      }
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Stands in for the engine when the index could not be loaded: answers every query with nothing. */
const emptyEngine = {
  search: () => ({plan: {words: [], raw: [], candidates: []}, ranked: []}),
  unit: () => {
    throw new Error('no units');
  },
} as unknown as SearchEngine;
