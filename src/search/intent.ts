/**
 * Ranking by intent and page kind (issue 27): what a query asks for, read from its form, and what
 * kind of page answers that best. A query that names the API (an HTTP method, a path, a status code, a
 * snake_case error or parameter name, "endpoint", "header") wants the operation pages and the API
 * introduction; a bare concept term ("containment rate") wants the concept and glossary pages
 * before guides and release notes.
 */
export type PageKind = 'api-operation' | 'api-intro' | 'glossary' | 'concept' | 'guide' | 'release' | 'other';
export type QueryIntent = 'api' | 'api-general' | 'concept' | 'task' | 'symptom';

export function pageKind(path: string): PageKind {
  if (path === '/api' || path === '/api/introduction') return 'api-intro';
  if (path.startsWith('/api/')) return 'api-operation';
  if (path.startsWith('/docs/glossary/')) return 'glossary';
  if (path.startsWith('/docs/updates') || path === '/whats-new') return 'release';
  if (path.startsWith('/docs/cookbooks') || path.startsWith('/docs/tutorials')) return 'guide';
  if (path.startsWith('/docs/platform_concepts') || path.startsWith('/docs/enterprise-integration')) return 'concept';
  return 'other';
}

/** Signs that a query names one operation: an HTTP method, a path, an operation id in camelCase. */
const OPERATION_SIGNS = [
  /\b(GET|POST|PUT|PATCH|DELETE)\b/, // HTTP methods, as the reference writes them
  /(^|\s)\/[\p{L}{]/u, // a path
  /\b\p{Ll}+(?:\p{Lu}[\p{Ll}\p{N}]*)+\b/u, // an operation id or SDK method: getUserEvents
];

/**
 * Signs that a query is about what every operation shares, which the API introduction documents:
 * status and error codes, headers, keys and authentication, rate limits, paging, retries and
 * idempotency, versions and base URLs, the OpenAPI description. These are HTTP API terms, not words of
 * any one page. The strong signs say API alone; the weak ones ("error", "retry", "header") only beside
 * a word that names the API, as readers use them of bots and channels too.
 */
const GENERAL_API_SIGNS = [
  /\b[45]\d\d\b/, // an HTTP status code
  /\b\p{Ll}+_\p{Ll}+(_\p{Ll}+)*\b/u, // a snake_case error code or parameter
  /\bx-[a-z]+(-[a-z]+)*\b/i, // an x- header
  /\b(openapi|swagger|curl|idempoten\w*|rate[- ]?limit(s|ed|ing)?|throttl\w*|too many requests|bearer|api[- ]?keys?|base urls?|status codes?|error codes?|unauthori[sz]ed|forbidden)\b/i,
];
const WEAK_API_SIGNS =
  /\b(header|headers|auth|authentication|authenticate|authorization|error|errors|pagination|paginate|paging|cursor|retry|retries|version|versioning|spec|schema)\b/i;

const API_WORDS = /\b(api|apis|endpoint|endpoints|rest|payload|request body|response body)\b/i;

/**
 * The intent of a query: `api` when it names an operation (a method, a path, an operation id, or the
 * API with a task), `api-general` when it asks what all operations share (errors, headers, keys, rate
 * limits: the API introduction), `concept` when it is one or two plain words, `symptom` when it
 * reports something going wrong ("not", "failed", "stuck", "invalid"), `task` otherwise (a how-to,
 * where the words decide alone).
 */
export function queryIntent(query: string, meaningfulWords: number): QueryIntent {
  if (OPERATION_SIGNS.some((sign) => sign.test(query))) return 'api';
  const apiWord = API_WORDS.test(query);
  if (GENERAL_API_SIGNS.some((sign) => sign.test(query)) || (apiWord && WEAK_API_SIGNS.test(query))) {
    // "api keys" alone, "rate limit" alone: the concept and glossary pages may answer as well.
    return apiWord || /\b[45]\d\d\b|_|\bx-/i.test(query) || meaningfulWords > 2 ? 'api-general' : 'concept';
  }
  if (apiWord) return 'api';
  // A pasted error or log code ("FETCH_ERROR", "AADSTS50011") is a symptom, however short the query.
  if (/\b\p{Lu}{2,}_\p{Lu}+\b|\b\p{Lu}{6,}\b|\b(?=\p{L}*\d)(?=\d*\p{L})[\p{L}\d]{5,}\b/u.test(query)) return 'task';
  if (meaningfulWords <= 2 && !/[?]|\b(how|why|can't|cannot|not|error|fail|failed|failing)\b/i.test(query))
    return 'concept';
  if (SYMPTOM.test(query)) return 'symptom';
  return 'task';
}

/** Words of a reader reporting that something goes wrong: a negation, a failure, a wrong result. */
const SYMPTOM =
  /\b(not|never|no longer|can'?t|cannot|won'?t|doesn'?t|isn'?t|aren'?t|didn'?t|don'?t|error|errors|fails?|failed|failing|failure|wrong|stuck|broken|invalid|rejected|expired|missing|denied|stopped|dropped|twice|duplicated?|blank|empty|crash\w*|timed? ?out|too (many|few|high|low|slow)|higher than|lower than)\b/i;

/** A how-to or other query where the words decide alone: only release notes weigh less. */
const TASK_WEIGHT: Record<PageKind, number> = {
  'api-operation': 1,
  'api-intro': 1,
  glossary: 1,
  concept: 1,
  guide: 1,
  release: 0.6,
  other: 1,
};

/** How much each page kind's score is multiplied by, per intent. Release notes never lead. */
export const KIND_WEIGHT: Record<QueryIntent, Record<PageKind, number>> = {
  api: {
    'api-operation': 1.6,
    'api-intro': 1.5,
    glossary: 1,
    concept: 1,
    guide: 0.9,
    release: 0.5,
    other: 1,
  },
  'api-general': {
    'api-operation': 1.1,
    'api-intro': 2.2,
    glossary: 1,
    concept: 1,
    guide: 0.9,
    release: 0.5,
    other: 1,
  },
  concept: {
    'api-operation': 1,
    'api-intro': 1,
    glossary: 1.15,
    concept: 1.2,
    guide: 0.85,
    release: 0.5,
    other: 1,
  },
  // A symptom is answered by the feature's page (its settings, limits, troubleshooting), seldom by one
  // operation's reference: as a task, with operation pages weighing less.
  symptom: {...TASK_WEIGHT, 'api-operation': 0.8},
  task: TASK_WEIGHT,
};
