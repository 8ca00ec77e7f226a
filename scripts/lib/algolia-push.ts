import type {SearchRecord} from '../../src/search/records';

/**
 * Pushes the site's search records to an Algolia index with Algolia's REST API, atomically: the
 * records go to a temporary index with the DocSearch settings, then the temporary index replaces the
 * live one, so readers never search a half-filled index.
 *
 * `fetch` and `sleep` are injectable so the unit test runs against recorded responses, offline.
 */

/** Index settings in the shape the DocSearch crawler gives a Docusaurus index. */
export const INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  camelCaseAttributes: ['hierarchy', 'content'],
  separatorsToIndex: '_',
  ignorePlurals: true,
  removeWordsIfNoResults: 'allOptional',
  distinct: 3,
  attributeForDistinct: 'url',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  hitsPerPage: 20,
} as const;

export type PushOptions = {
  appId: string;
  /** A key with addObject, settings and deleteIndex rights (never the public search key). */
  adminKey: string;
  indexName: string;
  records: SearchRecord[];
  batchSize?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string) => void;
};

export type PushResult = {objects: number; batches: number; taskIDs: number[]};

export class AlgoliaError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AlgoliaError';
  }
}

export async function pushRecords(options: PushOptions): Promise<PushResult> {
  const {appId, adminKey, indexName, records, batchSize = 1000, log = () => {}} = options;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const host = `https://${appId}.algolia.net`;
  const temporary = `${indexName}_tmp`;
  const headers = {
    'X-Algolia-Application-Id': appId,
    'X-Algolia-API-Key': adminKey,
    'Content-Type': 'application/json',
  };

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await doFetch(`${host}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (!response.ok) {
      throw new AlgoliaError(
        `Algolia ${method} ${path}: ${response.status} ${String(json.message ?? text)}`,
        response.status,
      );
    }
    return json as T;
  }

  async function waitTask(index: string, taskID: number): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const task = await call<{status: string}>('GET', `/1/indexes/${encodeURIComponent(index)}/task/${taskID}`);
      if (task.status === 'published') return;
      if (attempt > 600) throw new Error(`Algolia task ${taskID} on ${index} is still ${task.status}`);
      await sleep(Math.min(1000, 100 * (attempt + 1)));
    }
  }

  const taskIDs: number[] = [];
  const tmpPath = `/1/indexes/${encodeURIComponent(temporary)}`;

  const settings = await call<{taskID: number}>('PUT', `${tmpPath}/settings`, INDEX_SETTINGS);
  taskIDs.push(settings.taskID);
  let batches = 0;
  for (let i = 0; i < records.length; i += batchSize) {
    const chunk = records.slice(i, i + batchSize);
    const result = await call<{taskID: number; objectIDs: string[]}>('POST', `${tmpPath}/batch`, {
      requests: chunk.map((body) => ({action: 'addObject', body})),
    });
    taskIDs.push(result.taskID);
    batches++;
    log(`sent ${Math.min(i + batchSize, records.length)}/${records.length} records`);
  }
  for (const taskID of taskIDs) await waitTask(temporary, taskID);
  const move = await call<{taskID: number}>('POST', `${tmpPath}/operation`, {
    operation: 'move',
    destination: indexName,
  });
  taskIDs.push(move.taskID);
  await waitTask(indexName, move.taskID);
  log(`index ${indexName} now holds ${records.length} records`);
  return {objects: records.length, batches, taskIDs};
}
