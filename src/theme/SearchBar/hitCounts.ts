/**
 * The number of hits the search client reported for each query, for the "See all {count} results"
 * footer. DocSearch 4.7 keeps its own count in the modal's context and adds each new answer to it
 * (`nbHits: previous + nbHits`), so in one modal session "bot" then "bot" again showed 2000. The
 * client's own answer for the query on screen is the right number.
 */
type SearchResponse = {results?: {query?: string; nbHits?: number}[]};
type Searchable = {search: (...args: unknown[]) => Promise<unknown>};

const countsByQuery = new Map<string, number>();
/** A modal session sees few queries; the oldest go first past this. */
const MAX_QUERIES = 50;

function record(response: unknown): void {
  for (const result of (response as SearchResponse)?.results ?? []) {
    if (typeof result.query !== 'string' || typeof result.nbHits !== 'number') continue;
    countsByQuery.delete(result.query);
    countsByQuery.set(result.query, result.nbHits);
    if (countsByQuery.size > MAX_QUERIES) countsByQuery.delete(countsByQuery.keys().next().value!);
  }
}

/** The same client, whose answers are also recorded by query; `onAnswer` hears of each answer. */
export function countingClient<T>(client: T, onAnswer?: () => void): T {
  const searchable = client as unknown as Searchable;
  if (typeof searchable?.search !== 'function') return client;
  return new Proxy(searchable, {
    get(target, property, receiver) {
      if (property !== 'search') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: unknown[]) => {
        const response = await target.search(...args);
        record(response);
        onAnswer?.();
        return response;
      };
    },
  }) as unknown as T;
}

/** The count the client reported for this query; undefined before it answered. */
export function hitCountFor(query: string): number | undefined {
  return countsByQuery.get(query);
}
