import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import type {DocSearchModalProps} from '@docsearch/react/modal';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import type SearchTranslations from '@theme/SearchTranslations';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import {COMMUNITY_URL} from '@site/config/navbar';
import {SEARCH_LIMITS, SEARCH_PLUGIN_NAME, type SearchSettings} from '@site/src/search/settings';
import type * as Runtime from '@site/src/search/runtime';
import {countingClient, hitCountFor} from './hitCounts';
import type {ModalPatches as Patches} from './patches';
import {useSearchShortcuts} from './useSearchShortcuts';
import {useEarlySearchRequest} from './useEarlySearchRequest';
import type AskAi from './AskAi';

/**
 * The navbar search: DocSearch v4's own button and modal (unchanged UI), with our search client.
 *
 * A replacement rather than a wrapper of the theme's SearchBar, because the theme's version always
 * renders a preconnect to `{appId}-dsn.algolia.net` and cannot be told to cut the initial query to 64
 * characters, open on a letter typed on the focused button (DocSearch v4.7 dropped that), load our
 * index on first interaction, or recover from a storage or network failure. See src/theme/README.md.
 *
 * Only the button, its keyboard shortcuts and this file load with the page; the modal, its styles, the
 * engine and the index load on the first hover, focus, touch or shortcut, and Ask AI's screen once the
 * first results are in (or at once, when the reader asks first).
 */

type ModalComponent = (props: DocSearchModalProps) => ReactNode;

let DocSearchModal: ModalComponent | null = null;
let ModalPatches: typeof Patches | null = null;
let AskAiScreen: typeof AskAi | null = null;
let askLoading: Promise<typeof AskAi> | null = null;
let runtime: typeof Runtime | null = null;
// The modal's labels load with the modal (~1.6 KB gzip that every page's entry carried before).
let modalTranslations: (typeof SearchTranslations)['modal'] | undefined;
let loading: Promise<void> | null = null;

function loadSearch(settings: SearchSettings): Promise<void> {
  loading ??= Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('@site/src/search/runtime'),
    import('./patches'),
    import('@theme/SearchTranslations'),
  ])
    .then(async ([modal, , , rt, patches, labels]) => {
      DocSearchModal = modal.DocSearchModal as ModalComponent;
      modalTranslations = labels.default.modal;
      ModalPatches = patches.ModalPatches;
      runtime = rt;
      await rt.prepare(settings);
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * Ask AI's screen for the docs answerers (its passages load only with a question). It is not part of
 * what the first results wait for: it loads once they have answered, or at once when the reader asks.
 */
function loadAskScreen(): Promise<typeof AskAi> {
  askLoading ??= import('./AskAi')
    .then((ask) => (AskAiScreen = ask.default))
    .catch((error: unknown) => {
      askLoading = null;
      throw error;
    });
  return askLoading;
}

/** Runs `task` once the browser is idle: after the frame that shows the answer just received. */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, {timeout: 2000});
  else window.setTimeout(task, 200);
}

/** The button's label: the same message and id as the theme's SearchTranslations, without the modal's. */
function buttonTranslations() {
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return {buttonText: label, buttonAriaLabel: label};
}

function useSettings(): SearchSettings {
  return usePluginData(SEARCH_PLUGIN_NAME) as SearchSettings;
}

function selectedText(): string {
  const text = typeof window === 'undefined' ? '' : (window.getSelection()?.toString() ?? '');
  return text.replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.maxQueryLength);
}

function snippetWords(): number {
  return window.matchMedia(`(max-width: ${SEARCH_LIMITS.smallScreenMaxWidth}px)`).matches
    ? SEARCH_LIMITS.snippetWordsSmall
    : SEARCH_LIMITS.snippetWords;
}

type HitProps = {
  hit: {
    url: string;
    objectID: string;
    __autocomplete_id?: number;
    __autocomplete_indexName?: string;
    __autocomplete_queryID?: string;
  };
  children: ReactNode;
};

/** Opens `url` in a new tab, as a modified click on a link would. */
function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/**
 * A hit's content. Not a link: DocSearch makes each hit a listbox option (the input's arrows and Enter
 * choose it, through our navigator), and an option may contain no link or other control (axe's
 * nested-interactive; screen readers met every hit twice). A click opens the hit as a link would: in
 * this tab, or in a new one with Ctrl, ⌘, Shift or the middle button. `data-url` names the target.
 */
function Hit({hit, children}: HitProps) {
  const history = useHistory();
  const onClick = (event: React.MouseEvent) => {
    // DocSearch 4.7 sends the click event of a clicked hit unless it is the first one (its id is 0,
    // which DocSearch's `!item.__autocomplete_id` check takes for "no id"): we send that one.
    if (hit.__autocomplete_id === 0 && hit.__autocomplete_queryID) {
      window.aa?.('clickedObjectIDsAfterSearch', {
        eventName: 'Item Selected',
        index: hit.__autocomplete_indexName,
        objectIDs: [hit.objectID],
        positions: [0],
        queryID: hit.__autocomplete_queryID,
      });
    }
    // DocSearch itself saves the hit as a recent search and closes the modal (not on a modified click).
    if (event.button !== 0 || event.altKey) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey) openInNewTab(hit.url);
    else if (/^[a-z][a-z\d+.-]*:/i.test(hit.url)) window.location.assign(hit.url);
    else history.push(hit.url);
  };
  const onAuxClick = (event: React.MouseEvent) => {
    if (event.button === 1) openInNewTab(hit.url);
  };
  return (
    <a data-url={hit.url} onClick={onClick} onAuxClick={onAuxClick}>
      {children}
    </a>
  );
}

function ResultsFooter({
  state,
  onClose,
}: {
  state: {query: string; context: Record<string, unknown>};
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: String(hitCountFor(state.query) ?? 0)}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/**
 * Offline, before search was ever used online, the modal's code and the index are not in the offline
 * cache: a modal dialog says so (the native one: focus kept inside, Escape closes), instead of leaving
 * for a search page that would only be the offline page.
 */
function OfflineNotice({onClose}: {onClose: () => void}): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    dialog.showModal();
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, [onClose]);
  return (
    <dialog ref={ref} className="mynah-search-offline" aria-labelledby="mynah-search-offline-title">
      <h2 id="mynah-search-offline-title">Search is unavailable offline</h2>
      <p>
        Search keeps its index for offline use once it has been used online, which has not happened yet in this browser.
        Pages you have already read still open offline.
      </p>
      <button type="button" className="button button--primary" onClick={() => ref.current?.close()}>
        Close
      </button>
    </dialog>
  );
}

function useNavigator(externalUrlRegex?: string) {
  const history = useHistory();
  return useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        if (isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [history, externalUrlRegex],
  );
}

export default function SearchBar(): ReactNode {
  const settings = useSettings();
  const navigator = useNavigator();
  const processUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [snippetSize, setSnippetSize] = useState<number>(SEARCH_LIMITS.snippetWords);
  // Ask AI: whether its screen is open, and the last question asked from the search box.
  const [askActive, setAskActive] = useState(false);
  const [askRequest, setAskRequest] = useState<{question: string; id: number} | null>(null);
  const askAi = settings.askAi;
  const [AskScreen, setAskScreen] = useState<typeof AskAi | null>(() => AskAiScreen);
  const wantAskScreen = useCallback(() => {
    if (askAi?.mode !== 'docs') return;
    loadAskScreen()
      .then((screen) => setAskScreen(() => screen))
      .catch(() => {});
  }, [askAi]);
  const searchPageUrl = useBaseUrl('/search');
  // A new key gives a fresh DocSearch modal, which reads the saved searches again (see onRecentsOverLimit).
  const [modalKey, setModalKey] = useState(0);
  // Where the page was scrolled when the modal opened: DocSearch scrolls back there when it closes.
  const scrollY = useRef(0);
  const [offline, setOffline] = useState(false);

  const prepare = useCallback(() => {
    loadSearch(settings).catch(() => {});
  }, [settings]);

  const openModal = useCallback(
    (typed?: string) => {
      if (!containerRef.current) {
        containerRef.current = document.createElement('div');
        // The local index is not Algolia's: styles.css hides DocSearch's "Powered by Algolia" then.
        if (settings.provider === 'local') containerRef.current.className = 'mynah-search--local';
        document.body.insertBefore(containerRef.current, document.body.firstChild);
      }
      // The initial query is the typed character, else the selected text, cut to 64 characters.
      const query = (typed ?? selectedText()).slice(0, SEARCH_LIMITS.maxQueryLength);
      loadSearch(settings)
        .then(() => {
          setSnippetSize(snippetWords());
          setInitialQuery(query || undefined);
          scrollY.current = window.scrollY;
          setIsOpen(true);
        })
        .catch(() => {
          // The search code itself could not load. Offline, before search was ever used online, the
          // search page would only be the offline page: say so here instead. Online, the search page
          // tries again.
          if (!window.navigator.onLine) setOffline(true);
          else
            window.location.href = `${window.location.origin}/search${query ? `?q=${encodeURIComponent(query)}` : ''}`;
        });
    },
    [settings],
  );

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    setAskActive(false);
    setAskRequest(null);
  }, []);

  // The focus goes back to the button once the modal has gone: while it is open the page is inert.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen) buttonRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  // DocSearch fixes how many recent searches it lists when the modal opens (7, or 4 with favourites):
  // after the first favourite is saved, a fresh modal shows the 4 (its start screen, no query lost).
  const onRecentsOverLimit = useCallback(() => {
    setInitialQuery(undefined);
    setModalKey((key) => key + 1);
  }, []);

  const closeOfflineNotice = useCallback(() => {
    setOffline(false);
    buttonRef.current?.focus();
  }, []);

  // DocSearch hands each Ask AI question to this hook. The docs answerers answer in our own screen
  // (DocSearch's screen only talks to Algolia's assistant); with an Algolia assistant, DocSearch's does.
  const interceptAskAiEvent = useCallback(
    ({query}: {query: string}) => {
      if (askAi?.mode !== 'docs') return false;
      wantAskScreen();
      setAskRequest((previous) => ({question: query, id: (previous?.id ?? 0) + 1}));
      setAskActive(true);
      return true;
    },
    [askAi, wantAskScreen],
  );

  const onOpen = useCallback(() => openModal(), [openModal]);
  useSearchShortcuts({
    isOpen,
    onOpen,
    onClose: closeModal,
    isAskAiActive: askActive,
    onAskAiToggle: setAskActive,
  });
  useEarlySearchRequest(openModal);

  const onButtonKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLButtonElement>) => {
      if (isOpen || event.ctrlKey || event.metaKey || event.altKey) return;
      // A letter or digit typed while the button has focus opens the modal with that character.
      if (event.key.length === 1 && /[\p{L}\p{N}]/u.test(event.key)) {
        event.preventDefault();
        openModal(event.key);
      }
    },
    [isOpen, openModal],
  );

  const transformItems = useCallback(
    (items: {url: string}[]) => items.map((item) => ({...item, url: processUrl(item.url)})),
    [processUrl],
  );
  const transformSearchClient = useCallback(
    // Once the first answer is on screen, Ask AI's screen loads (each later answer finds it there).
    (client: unknown) =>
      countingClient(runtime?.currentClient() ?? client, () => {
        if (!AskAiScreen) whenIdle(wantAskScreen);
      }) as never,
    [wantAskScreen],
  );
  const resultsFooterComponent = useCallback(
    ({state}: {state: {query: string; context: Record<string, unknown>}}) => (
      <ResultsFooter state={state} onClose={closeModal} />
    ),
    [closeModal],
  );
  const getMissingResultsUrl = useCallback(
    ({query}: {query: string}) =>
      `${COMMUNITY_URL}/new-topic?category=docs&title=${encodeURIComponent(`No search results for "${query}"`)}`,
    [],
  );

  const searchParameters = useMemo(
    () => ({
      facetFilters: contextualFilters,
      hitsPerPage: SEARCH_LIMITS.hitsPerPage,
      attributesToSnippet: [
        ...[1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}:${snippetSize}`),
        `content:${snippetSize}`,
      ],
    }),
    [contextualFilters, snippetSize],
  );

  useEffect(() => {
    if (!isOpen) return;
    // DocSearch v4.7 caps its input at 512 characters; the spec's modal takes 64.
    const input = containerRef.current?.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) input.maxLength = SEARCH_LIMITS.maxQueryLength;
  }, [isOpen, modalKey]);

  const Modal = DocSearchModal;
  const Overlay = ModalPatches;
  const client = runtime?.currentClient() ?? null;
  // Once asked, the conversation stays (hidden while the reader is back in search) until the modal closes.
  const modalElement = askRequest ? containerRef.current?.querySelector<HTMLElement>('.DocSearch-Modal') : null;

  return (
    <>
      {settings.provider === 'algolia' && settings.appId && (
        <Head>
          <link rel="preconnect" href={`https://${settings.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={() => openModal()}
        onKeyDown={onButtonKeyDown}
        translations={buttonTranslations()}
      />
      {/* Without JavaScript the button does nothing (CSS hides it then): a link to the search page. */}
      <noscript>
        <a className="navbar__link mynah-search-no-script" href={searchPageUrl}>
          Search
        </a>
      </noscript>
      {offline && <OfflineNotice onClose={closeOfflineNotice} />}
      {isOpen &&
        Modal &&
        Overlay &&
        client &&
        containerRef.current &&
        createPortal(
          <>
            <Modal
              key={modalKey}
              appId={settings.appId ?? 'local'}
              apiKey={settings.apiKey ?? 'local'}
              indexName={settings.indexName}
              placeholder="Search docs"
              onClose={closeModal}
              initialScrollY={scrollY.current}
              initialQuery={initialQuery}
              navigator={navigator}
              transformItems={transformItems as never}
              hitComponent={Hit as never}
              transformSearchClient={transformSearchClient}
              resultsFooterComponent={resultsFooterComponent as never}
              getMissingResultsUrl={getMissingResultsUrl}
              searchParameters={searchParameters}
              maxResultsPerGroup={SEARCH_LIMITS.maxHitsPerGroup}
              recentSearchesLimit={SEARCH_LIMITS.recentSearches}
              recentSearchesWithFavoritesLimit={SEARCH_LIMITS.recentSearchesWithFavourites}
              insights
              askAi={
                askAi?.mode === 'algolia'
                  ? {assistantId: askAi.assistantId, appId: settings.appId!, apiKey: settings.apiKey!}
                  : askAi
                    ? 'docs'
                    : undefined
              }
              interceptAskAiEvent={interceptAskAiEvent}
              isAskAiActive={askActive}
              onAskAiToggle={setAskActive}
              translations={modalTranslations}
            />
            <Overlay container={containerRef.current} client={client} onRecentsOverLimit={onRecentsOverLimit} />
            {AskScreen && modalElement && runtime && (
              <AskScreen
                modal={modalElement}
                settings={settings}
                search={runtime}
                request={askRequest}
                active={askActive}
                onBack={() => setAskActive(false)}
                onClose={closeModal}
              />
            )}
          </>,
          containerRef.current,
        )}
    </>
  );
}
