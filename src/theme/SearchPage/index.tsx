import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {HtmlClassNameProvider, PageMetadata, usePluralForm} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {SEARCH_LIMITS, SEARCH_PLUGIN_NAME, type SearchSettings} from '@site/src/search/settings';
import type {SearchResult} from '@site/src/search/local-client';
import styles from './styles.module.css';

/**
 * /search?q=…&page=N: the full result list, from the same client as the modal (local index or
 * Algolia). A replacement rather than a wrapper of the theme's page, because that page builds its own
 * Algolia client inside the component (nothing to pass ours in), fetches 15 hits per page through
 * algoliasearch-helper and says "Powered by Algolia". This one keeps its markup and styles, reads `q`
 * and `page` from the URL, pages with links, and works on a direct load.
 */

type Item = {title: string; url: string; summary: string; breadcrumbs: string[]};
type State =
  | {status: 'idle'}
  | {status: 'loading'}
  | {status: 'error'}
  | {status: 'done'; items: Item[]; nbHits: number; nbPages: number; page: number};

type Hierarchy = Record<string, {value: string} | undefined>;
type Hit = {url: string; _highlightResult: {hierarchy: Hierarchy}; _snippetResult?: {content?: {value: string}}};

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Marks a URL change made by typing in the box, so the box does not take the query back from the URL. */
type TypedState = {typedInSearchBox?: boolean};

function useQueryParams(): {
  query: string;
  page: number;
  typed: boolean;
  setQuery: (q: string, options?: {typed?: boolean}) => void;
} {
  const location = useLocation<TypedState | undefined>();
  const history = useHistory();
  // The page is built without a query; reading it only after hydration keeps the first render
  // identical to the server's HTML.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const setQuery = (q: string, {typed = false} = {}): void => {
    const next = new URLSearchParams(location.search);
    if (q) next.set('q', q);
    else next.delete('q');
    next.delete('page');
    history.replace({search: next.toString() ? `?${next.toString()}` : '', state: {typedInSearchBox: typed}});
  };
  return {query, page, typed: location.state?.typedInSearchBox === true, setQuery};
}

function useDocumentsFound(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found'},
        {count},
      ),
    );
}

function toItem(hit: Hit, processUrl: (url: string) => string): Item {
  const titles = LEVELS.map((level) => hit._highlightResult.hierarchy[level]?.value).filter(
    (v): v is string => typeof v === 'string',
  );
  return {
    title: titles.pop() ?? '',
    url: processUrl(hit.url),
    summary: hit._snippetResult?.content?.value ?? '',
    breadcrumbs: titles,
  };
}

function pageLink(query: string, page: number): string {
  return `?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`;
}

function Pagination({query, page, pages}: {query: string; page: number; pages: number}): ReactNode {
  if (pages <= 1) return null;
  const first = Math.max(1, Math.min(page - 4, pages - 9));
  const numbers = Array.from({length: Math.min(10, pages)}, (_, i) => first + i);
  return (
    <nav aria-label="Search result pages" className={styles.pagination}>
      <ul className="pagination">
        {page > 1 && (
          <li className="pagination__item">
            <Link className="pagination__link" to={pageLink(query, page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {numbers.map((n) => (
          <li key={n} className={clsx('pagination__item', n === page && 'pagination__item--active')}>
            <Link className="pagination__link" to={pageLink(query, n)} aria-current={n === page ? 'page' : undefined}>
              {n}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li className="pagination__item">
            <Link className="pagination__link" to={pageLink(query, page + 1)} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function SearchPageContent(): ReactNode {
  const settings = usePluginData(SEARCH_PLUGIN_NAME) as SearchSettings;
  const facetFilters = useAlgoliaContextualFacetFilters();
  const processUrl = useSearchResultUrlProcessor();
  const documentsFound = useDocumentsFound();
  const {query, page, typed, setQuery} = useQueryParams();
  const [input, setInput] = useState(query);
  const [state, setState] = useState<State>({status: 'idle'});
  const docsIndexUrl = useBaseUrl('/docs');

  // Only a query from elsewhere (a direct load, a link, a submitted form) replaces what is in the box.
  // Echoing the box's own writes back would race the typing: effects run after paint, so the echo of
  // "a/" can land after "b" was typed and drop it.
  useEffect(() => {
    if (!typed) setInput(query);
  }, [query, typed]);

  useEffect(() => {
    if (!query.trim()) {
      setState({status: 'idle'});
      return undefined;
    }
    let live = true;
    setState({status: 'loading'});
    import('@site/src/search/runtime')
      .then((runtime) => runtime.prepare(settings))
      .then((client) => {
        const off = client.onStatus((status) => live && status === 'error' && setState({status: 'error'}));
        return client
          .search({
            requests: [
              {
                indexName: settings.indexName,
                query,
                page: page - 1,
                hitsPerPage: SEARCH_LIMITS.hitsPerPage,
                facetFilters: facetFilters as (string | string[])[],
                attributesToSnippet: ['content:30'],
                snippetEllipsisText: '…',
              },
            ],
          })
          .finally(off);
      })
      .then(({results}) => {
        const result = results[0] as SearchResult;
        if (!live) return;
        setState((prev) =>
          prev.status === 'error'
            ? prev
            : {
                status: 'done',
                items: (result.hits as unknown as Hit[]).map((hit) => toItem(hit, processUrl)),
                nbHits: result.nbHits,
                nbPages: result.nbPages,
                page: result.page + 1,
              },
        );
      })
      .catch(() => live && setState({status: 'error'}));
    return () => {
      live = false;
    };
    // facetFilters is a new array each render; its content only changes with the page's docs version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, page, settings, processUrl]);

  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <>
      <PageMetadata
        title={title}
        description="Search every Mynah Docs page, from Studio nodes and channels to the API reference and release notes."
      />
      {/* /search itself is a public page, the way into search; a results view (?q=…) is not content
          of its own, so it asks search engines not to index it. The query is only known in the browser. */}
      {query && (
        <Head>
          <meta name="robots" content="noindex, follow" />
        </Head>
      )}
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <form
          className="row"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setQuery(input.trim());
          }}>
          <div className={clsx('col', 'col--12', styles.searchQueryColumn)}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
              value={input}
              maxLength={SEARCH_LIMITS.maxQueryLength}
              onChange={(e) => {
                setInput(e.target.value);
                setQuery(e.target.value, {typed: true});
              }}
              autoComplete="off"
            />
          </div>
        </form>
        <noscript>
          <p className={styles.message}>
            Search needs JavaScript, which is off in this browser. Find pages from the{' '}
            <a href={docsIndexUrl}>docs index</a> or the menu instead.
          </p>
        </noscript>

        <div className={clsx('row', styles.searchResultsColumn)}>
          <div className="col" aria-live="polite">
            {state.status === 'done' && state.nbHits > 0 && documentsFound(state.nbHits)}
          </div>
        </div>

        {state.status === 'loading' && <div className={styles.loadingSpinner} role="status" aria-label="Loading" />}
        {state.status === 'error' && (
          <div className={styles.message} role="alert">
            <p className={styles.messageTitle}>Unable to fetch results</p>
            <p>You might want to check your network connection.</p>
          </div>
        )}
        {state.status === 'done' && state.items.length === 0 && (
          <p className={styles.message}>
            {translate({id: 'theme.SearchPage.noResultsText', message: 'No results were found'})}
          </p>
        )}
        {state.status === 'done' && state.items.length > 0 && (
          <div>
            {state.items.map(({title: itemTitle, url, summary, breadcrumbs}) => (
              <article key={url} className={styles.searchResultItem}>
                <Heading as="h2" className={styles.searchResultItemHeading}>
                  <Link to={url} dangerouslySetInnerHTML={{__html: itemTitle}} />
                </Heading>
                {breadcrumbs.length > 0 && (
                  <nav aria-label="breadcrumbs">
                    <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
                      {breadcrumbs.map((html, i) => (
                        <li key={i} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
                      ))}
                    </ul>
                  </nav>
                )}
                {summary && (
                  <p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{__html: summary}} />
                )}
              </article>
            ))}
            <Pagination query={query} page={state.page} pages={state.nbPages} />
          </div>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): ReactNode {
  // The content uses docs contexts (contextual search filters), which Layout provides.
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
