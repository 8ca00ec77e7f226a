import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {INDEX_SETTINGS, pushRecords} from '../../scripts/lib/algolia-push';
import {readSearchConfig} from '../../config/search';
import {readSiteEnv} from '../../config/env';
import {createHostedClient, type AlgoliaLiteClient} from '../../src/search/hosted-client';
import {createLocalClient} from '../../src/search/local-client';
import {extractRecords} from '../../src/plugins/search-index/extract';
import {buildIndex} from '../../src/plugins/search-index/build-index';
import {SearchEngine} from '../../src/search/engine';
import type {SearchRecord} from '../../src/search/records';

const fixture = (name: string): string =>
  fs.readFileSync(path.join(__dirname, 'fixtures', 'algolia', `${name}.json`), 'utf8');

type Call = {method: string; url: string; headers: Record<string, string>; body: unknown};

/** A fetch that answers from recorded response bodies, by method and path. */
function recordedFetch(routes: [RegExp, string, number?][]): {fetch: typeof fetch; calls: Call[]} {
  const calls: Call[] = [];
  const queue = routes.slice();
  const fake = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url: String(url),
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const at = queue.findIndex(([re]) => re.test(`${method} ${new URL(String(url)).pathname}`));
    if (at < 0) throw new Error(`unexpected ${method} ${String(url)}`);
    const [, name, status = 200] = queue.splice(at, 1)[0];
    return new Response(fixture(name), {status});
  };
  return {fetch: fake as typeof fetch, calls};
}

function records(n: number): SearchRecord[] {
  return Array.from({length: n}, (_, i) => ({
    objectID: `id-${i}`,
    url: `https://docs.mynah.app/docs/x#a${i}`,
    url_without_anchor: 'https://docs.mynah.app/docs/x',
    anchor: `a${i}`,
    type: 'content',
    hierarchy: {lvl0: 'Help Docs', lvl1: 'X', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: `Paragraph ${i}`,
    weight: {pageRank: 0, level: 0, position: i},
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  }));
}

describe('pushRecords', () => {
  it('fills a temporary index with the settings and records, waits for its tasks, then moves it over the live one', async () => {
    const {fetch, calls} = recordedFetch([
      [/^PUT \/1\/indexes\/docs_tmp\/settings$/, 'set-settings'],
      [/^POST \/1\/indexes\/docs_tmp\/batch$/, 'batch'],
      [/^POST \/1\/indexes\/docs_tmp\/batch$/, 'batch'],
      [/^POST \/1\/indexes\/docs_tmp\/batch$/, 'batch'],
      [/^GET \/1\/indexes\/docs_tmp\/task\/1740012$/, 'task-not-published'],
      [/^GET \/1\/indexes\/docs_tmp\/task\/1740012$/, 'task-published'],
      [/^GET \/1\/indexes\/docs_tmp\/task\/1740013$/, 'task-published'],
      [/^GET \/1\/indexes\/docs_tmp\/task\/1740013$/, 'task-published'],
      [/^GET \/1\/indexes\/docs_tmp\/task\/1740013$/, 'task-published'],
      [/^POST \/1\/indexes\/docs_tmp\/operation$/, 'operation'],
      [/^GET \/1\/indexes\/docs\/task\/1740015$/, 'task-published'],
    ]);
    const result = await pushRecords({
      appId: 'APPID',
      adminKey: 'admin-key',
      indexName: 'docs',
      records: records(2500),
      fetch,
      sleep: async () => {},
    });
    expect(result).toEqual({objects: 2500, batches: 3, taskIDs: [1740012, 1740013, 1740013, 1740013, 1740015]});
    expect(calls.every((c) => c.url.startsWith('https://APPID.algolia.net/'))).toBe(true);
    expect(calls[0].headers).toMatchObject({'X-Algolia-Application-Id': 'APPID', 'X-Algolia-API-Key': 'admin-key'});
    expect(calls[0].body).toEqual(INDEX_SETTINGS);
    const batches = calls
      .filter((c) => c.url.endsWith('/batch'))
      .map((c) => (c.body as {requests: unknown[]}).requests);
    expect(batches.map((b) => b.length)).toEqual([1000, 1000, 500]);
    expect(batches[0][0]).toMatchObject({action: 'addObject', body: {objectID: 'id-0', type: 'content'}});
    expect(calls.at(-2)!.body).toEqual({operation: 'move', destination: 'docs'});
  });

  it("fails with Algolia's message when a call is refused", async () => {
    const {fetch} = recordedFetch([[/settings$/, 'error-403', 403]]);
    await expect(
      pushRecords({appId: 'APPID', adminKey: 'search-key', indexName: 'docs', records: records(1), fetch}),
    ).rejects.toThrow('Algolia PUT /1/indexes/docs_tmp/settings: 403 Method not allowed with this API key');
  });
});

describe('hosted client', () => {
  const recorded = JSON.parse(fixture('search'));

  function base(search: AlgoliaLiteClient['search']): AlgoliaLiteClient {
    return {
      appId: 'APPID',
      search,
      addAlgoliaAgent: () => {},
      transporter: {algoliaAgent: {value: 'Algolia for JavaScript (5.x)', add: () => {}}},
    };
  }

  it("passes requests to Algolia's client and its responses back unchanged", async () => {
    const sent: unknown[] = [];
    const client = createHostedClient(
      base(async (request) => {
        sent.push(request);
        return recorded;
      }),
    );
    const response = await client.search([{indexName: 'mynah-docs', params: 'query=statuses&hitsPerPage=20'}]);
    expect(sent).toEqual([{requests: [{indexName: 'mynah-docs', query: 'statuses', hitsPerPage: 20}]}]);
    expect(response).toEqual(recorded);
  });

  it('turns unreachable hosts into an error status and empty results', async () => {
    const client = createHostedClient(
      base(async () => {
        throw Object.assign(new Error('Unreachable hosts'), {name: 'RetryError'});
      }),
    );
    const statuses: string[] = [];
    client.onStatus((s) => statuses.push(s));
    const {results} = await client.search({requests: [{indexName: 'mynah-docs', query: 'tickets'}]});
    expect(results[0]).toMatchObject({hits: [], nbHits: 0, index: 'mynah-docs', query: 'tickets'});
    expect(statuses).toEqual(['error']);
  });

  it('gives the local engine the same response shape as the recorded Algolia response', async () => {
    const page = `<html><head><title>Tickets | Mynah Docs</title></head><main><article><div class="theme-doc-markdown">
      <h1>Tickets</h1><h2 id=statuses>Statuses</h2><p>Every ticket has one status.</div></article></main></html>`;
    const engine = new SearchEngine(
      buildIndex(
        extractRecords(page, {routePath: '/docs/platform_concepts/inbox/tickets', siteUrl: 'https://docs.mynah.app'}),
        'https://docs.mynah.app',
      ),
    );
    const local = createLocalClient(async () => engine);
    const {results} = await local.search({
      requests: [
        {
          indexName: 'mynah-docs',
          query: 'statuses',
          attributesToSnippet: ['content:10', 'hierarchy.lvl1:10', 'hierarchy.lvl2:10'],
        },
      ],
    });
    const shape = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.slice(0, 1).map(shape)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.keys(value)
                .sort()
                .map((k) => [k, shape((value as Record<string, unknown>)[k])]),
            )
          : typeof value;
    const ours = shape(results[0]) as Record<string, unknown>;
    const theirs = shape(recorded.results[0]) as Record<string, unknown>;
    expect(Object.keys(ours)).toEqual(Object.keys(theirs));
    const hitKeys = (r: Record<string, unknown>) => Object.keys((r.hits as Record<string, unknown>[])[0]);
    expect(hitKeys(theirs).every((k) => hitKeys(ours).includes(k))).toBe(true);
    expect(results[0].hits[0]._highlightResult).toMatchObject({
      hierarchy: {lvl2: {value: '<mark>Statuses</mark>', matchLevel: 'full', matchedWords: ['status']}},
    });
  });
});

describe('search configuration', () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];
  const localAsk = readSiteEnv({}).ask;

  it('uses the local index by default, with no credentials', () => {
    expect(readSearchConfig(env({}), localAsk)).toEqual({
      provider: 'local',
      indexName: 'mynah-docs',
      analyticsEndpoint: null,
      appId: null,
      apiKey: null,
      askAi: {mode: 'docs'},
      ask: {answerer: 'local', endpoint: null, feedbackUrl: 'http://127.0.0.1:4310/api/ask-feedback'},
    });
  });

  it('names each missing Algolia value', () => {
    expect(() => readSearchConfig(env({SEARCH_PROVIDER: 'algolia', ALGOLIA_INDEX_NAME: 'docs'}))).toThrow(
      'SEARCH_PROVIDER=algolia, but ALGOLIA_APP_ID (the Algolia application id), ALGOLIA_API_KEY (the Algolia search-only API key) are missing.',
    );
    expect(() =>
      readSearchConfig(env({SEARCH_PROVIDER: 'algolia', ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'docs'})),
    ).toThrow(/ALGOLIA_API_KEY \(the Algolia search-only API key\) is missing/);
  });

  it('reads the Algolia settings and the analytics endpoint', () => {
    expect(
      readSearchConfig(
        env({
          SEARCH_PROVIDER: 'Algolia',
          ALGOLIA_APP_ID: 'A',
          ALGOLIA_API_KEY: 'K',
          ALGOLIA_INDEX_NAME: 'docs',
          SEARCH_ANALYTICS_ENDPOINT: '/events',
        }),
        localAsk,
      ),
    ).toMatchObject({provider: 'algolia', indexName: 'docs', analyticsEndpoint: '/events', appId: 'A', apiKey: 'K'});
  });

  const algolia = {SEARCH_PROVIDER: 'algolia', ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'K', ALGOLIA_INDEX_NAME: 'docs'};

  it("uses DocSearch's own Ask AI with an Algolia assistant, and keeps Ask AI's options out of the pages", () => {
    const ask = readSiteEnv({ALGOLIA_ASSISTANT_ID: 'asst_1'}).ask;
    expect(readSearchConfig(env(algolia), ask)).toMatchObject({
      askAi: {mode: 'algolia', assistantId: 'asst_1'},
      ask: null,
    });
    expect(() => readSearchConfig(env({}), ask)).toThrow(/needs SEARCH_PROVIDER=algolia/);
  });

  it('answers from the docs with Algolia search too, and turns Ask AI off on request', () => {
    const llm = readSiteEnv({ASK_AI_ENDPOINT: 'https://ask.mynah.app/ask'}).ask;
    expect(readSearchConfig(env(algolia), llm)).toMatchObject({
      askAi: {mode: 'docs'},
      ask: {answerer: 'llm', endpoint: 'https://ask.mynah.app/ask'},
    });
    expect(readSearchConfig(env({}), readSiteEnv({ASK_AI_ANSWERER: 'off'}).ask)).toMatchObject({
      askAi: null,
      ask: null,
    });
  });

  it('rejects an unknown provider', () => {
    expect(() => readSearchConfig(env({SEARCH_PROVIDER: 'elastic'}))).toThrow('SEARCH_PROVIDER is "elastic"');
  });
});
