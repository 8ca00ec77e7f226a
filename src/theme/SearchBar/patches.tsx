import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {LiteClient} from '@site/src/search/local-client';
import {SEARCH_LIMITS} from '@site/src/search/settings';

/**
 * Fixes to DocSearch v4.7.0's modal, made from outside it (the modal itself is unchanged):
 *
 * - The error screen. DocSearch sets the 'error' status when the search request fails, but the
 *   autocomplete core resets the status to 'idle' right after, so a network failure shows "No results".
 *   Our clients report failures (status 'error'); while the last search failed we show the stock
 *   error screen in the dropdown and hide the rest.
 * - The suggestions of the no-results screen ("Try searching for"). DocSearch stores them in an
 *   object instead of an array, so the list never renders. We add up to three, from the client.
 * - A modal dialog. DocSearch draws its backdrop as a role=button (named "Search", containing the whole
 *   dialog: axe's nested-interactive and label-content-name-mismatch) and gives the dialog no role.
 *   The backdrop loses its role and the listbox attributes it repeats from the input; the dialog is a
 *   role=dialog, aria-modal, named by the search label. The page behind it is inert while it is open
 *   (a floating chat launcher took clicks and focus through it), and what floats fixed over the page
 *   is hidden.
 * - The recent searches once a favourite is saved: DocSearch fixes their number (7, or 4 with
 *   favourites) when the modal opens, so saving the first favourite left 6. `onRecentsOverLimit` asks
 *   for a fresh modal, which reads the lists again.
 */

const SUGGESTIONS = 3;

function useDomState(container: HTMLElement): {
  dropdown: HTMLElement | null;
  noResults: HTMLElement | null;
  query: string;
} {
  const read = () => {
    const noResults = container.querySelector<HTMLElement>('.DocSearch-NoResults');
    return {
      dropdown: container.querySelector<HTMLElement>('.DocSearch-Dropdown'),
      noResults,
      query: noResults?.querySelector('.DocSearch-Title strong')?.textContent ?? '',
    };
  };
  const [state, setState] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => {
      const next = read();
      setState((prev) =>
        prev.dropdown === next.dropdown && prev.noResults === next.noResults && prev.query === next.query ? prev : next,
      );
    });
    observer.observe(container, {childList: true, subtree: true, characterData: true});
    return () => observer.disconnect();
    // read depends only on container
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container]);
  return state;
}

function ErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}

/** Types `text` into the modal's input the way a reader would, so DocSearch runs the search. */
function setQuery(container: HTMLElement, text: string): void {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

function Suggestions({
  container,
  client,
  query,
}: {
  container: HTMLElement;
  client: LiteClient;
  query: string;
}): ReactNode {
  const [items, setItems] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    setItems([]);
    client.suggest(query, SUGGESTIONS).then((list) => live && setItems(list.slice(0, SUGGESTIONS)));
    return () => {
      live = false;
    };
  }, [client, query]);
  if (items.length === 0) return null;
  return (
    <div className="DocSearch-NoResults-Prefill-List">
      <p className="DocSearch-Help">Try searching for:</p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {items.map((item) => (
          <p key={item}>
            <button className="DocSearch-Prefill" type="button" onClick={() => setQuery(container, item.toLowerCase())}>
              {item}
            </button>
          </p>
        ))}
      </div>
    </div>
  );
}

/** The backdrop's attributes that made it a button and a second combobox (the input is the one). */
const BACKDROP_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-labelledby'];
/** Marks what the modal made inert or hid, so closing it gives back exactly that. */
const INERT_MARK = 'data-mynah-inert-behind-search';
const HIDDEN_MARK = 'data-mynah-hidden-behind-search';

function makeDialog(container: HTMLElement): void {
  const backdrop = container.querySelector<HTMLElement>('.DocSearch-Container');
  if (backdrop) for (const name of BACKDROP_ATTRIBUTES) backdrop.removeAttribute(name);
  const dialog = container.querySelector<HTMLElement>('.DocSearch-Modal');
  if (dialog && dialog.getAttribute('role') !== 'dialog') {
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'docsearch-label');
  }
}

/** Everything on the page but the modal: inert; whatever is fixed over the page (a chat launcher): hidden. */
function isolate(container: HTMLElement): void {
  for (const element of document.body.children) {
    if (element.contains(container) || ['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName)) continue;
    if (!element.hasAttribute('inert')) {
      element.setAttribute('inert', '');
      element.setAttribute(INERT_MARK, '');
    }
    if (!element.hasAttribute(HIDDEN_MARK) && getComputedStyle(element).position === 'fixed') {
      element.setAttribute(HIDDEN_MARK, (element as HTMLElement).style.visibility);
      (element as HTMLElement).style.visibility = 'hidden';
    }
  }
}

function release(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${INERT_MARK}]`)) {
    element.removeAttribute('inert');
    element.removeAttribute(INERT_MARK);
  }
  for (const element of document.querySelectorAll<HTMLElement>(`[${HIDDEN_MARK}]`)) {
    element.style.visibility = element.getAttribute(HIDDEN_MARK) ?? '';
    element.removeAttribute(HIDDEN_MARK);
  }
}

function useModalDialog(container: HTMLElement, onRecentsOverLimit: () => void): void {
  useEffect(() => {
    // Asked once per number of favourites, so a modal that still lists too many cannot loop.
    let askedFor = 0;
    const update = () => {
      makeDialog(container);
      const favourites = container.querySelectorAll('[id$="favoriteSearches-list"] > li').length;
      const recents = container.querySelectorAll('[id$="recentSearches-list"] > li').length;
      if (favourites > 0 && favourites !== askedFor && recents > SEARCH_LIMITS.recentSearchesWithFavourites) {
        askedFor = favourites;
        onRecentsOverLimit();
      }
    };
    update();
    isolate(container);
    // React sets the backdrop's attributes again when they change (aria-controls, with the results).
    const modalObserver = new MutationObserver(update);
    modalObserver.observe(container, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: BACKDROP_ATTRIBUTES,
    });
    // The chat widget may arrive while the modal is open.
    const pageObserver = new MutationObserver(() => isolate(container));
    pageObserver.observe(document.body, {childList: true});
    return () => {
      modalObserver.disconnect();
      pageObserver.disconnect();
      release();
    };
  }, [container, onRecentsOverLimit]);
}

export function ModalPatches({
  container,
  client,
  onRecentsOverLimit,
}: {
  container: HTMLElement;
  client: LiteClient;
  onRecentsOverLimit: () => void;
}): ReactNode {
  const [errored, setErrored] = useState(false);
  const {dropdown, noResults, query} = useDomState(container);
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useModalDialog(container, onRecentsOverLimit);

  useEffect(() => client.onStatus((status) => setErrored(status === 'error')), [client]);

  // On our own container: React rewrites the class names of DocSearch's elements on every update.
  useEffect(() => {
    container.classList.toggle('mynah-search--errored', errored);
  }, [container, errored]);

  // The suggestions go where DocSearch would put them: after the title, before the help line.
  useEffect(() => {
    if (!noResults || noResults.querySelector('.DocSearch-NoResults-Prefill-List:not([data-mynah])')) {
      setSlot(null);
      return undefined;
    }
    const element = document.createElement('div');
    element.dataset.mynah = 'suggestions';
    noResults.insertBefore(element, noResults.querySelector(':scope > .DocSearch-Help'));
    setSlot(element);
    return () => element.remove();
  }, [noResults]);

  return (
    <>
      {errored && dropdown && createPortal(<ErrorScreen />, dropdown)}
      {!errored &&
        slot &&
        query &&
        createPortal(<Suggestions container={container} client={client} query={query} />, slot)}
    </>
  );
}
