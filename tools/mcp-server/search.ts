import {createLocalClient, type AlgoliaHit, type LiteClient} from '../../src/search/local-client';
import {createHostedClient, type AlgoliaLiteClient} from '../../src/search/hosted-client';
import {LEVELS} from '../../src/search/records';
import type {SearchIndexPluginOptions} from '../../src/plugins/search-index';
import type {BuiltSite} from './site';

/** One search result as the tool returns it. */
export type DocsHit = {title: string; section: string | null; url: string; snippet: string};

export type DocsSearch = {provider: 'local' | 'algolia'; search(query: string, limit: number): Promise<DocsHit[]>};

const SNIPPET_WORDS = 30;

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#039;': "'"};
/** Snippets come HTML-escaped (the search box renders them as HTML); a tool result is plain text. */
const unescapeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#039);/g, (entity) => ENTITIES[entity]);

/**
 * search_docs answers with the client the site's search box uses: the local engine over the built
 * index, or, when the site is configured for Algolia (SEARCH_PROVIDER=algolia and its keys), the
 * hosted index through the same wrapper the site puts around algoliasearch's lite client.
 */
export async function createDocsSearch(site: BuiltSite, options: SearchIndexPluginOptions): Promise<DocsSearch> {
  let client: LiteClient;
  if (options.provider === 'algolia') {
    const {liteClient} = await import('algoliasearch/lite');
    client = createHostedClient(liteClient(options.appId ?? '', options.apiKey ?? '') as unknown as AlgoliaLiteClient);
  } else {
    client = createLocalClient(() => Promise.resolve(site.engine));
  }
  // Records carry the URL of the origin the index was built for; answers name this build's origin.
  const absolute = (url: string) => {
    const parsed = new URL(url, site.origin);
    return `${site.origin}${parsed.pathname}${parsed.hash}`;
  };
  return {
    provider: options.provider === 'algolia' ? 'algolia' : 'local',
    async search(query, limit) {
      const {results} = await client.search({
        requests: [
          {
            indexName: options.indexName,
            query,
            hitsPerPage: limit,
            attributesToSnippet: [`content:${SNIPPET_WORDS}`],
            highlightPreTag: '',
            highlightPostTag: '',
          },
        ],
      });
      return results[0].hits.map((hit: AlgoliaHit) => {
        const hierarchy = (hit.hierarchy ?? {}) as Record<string, string | null>;
        const levels = LEVELS.map((level) => hierarchy[level]).filter((v): v is string => Boolean(v));
        const snippet =
          (hit._snippetResult as {content?: {value?: string}}).content?.value ?? String(hit.content ?? '');
        return {
          title: levels[1] ?? levels[0] ?? '',
          section: levels.length > 2 ? levels.slice(2).join(' › ') : null,
          url: absolute(String(hit.url)),
          snippet: unescapeHtml(snippet),
        };
      });
    },
  };
}
