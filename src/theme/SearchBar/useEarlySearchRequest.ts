import {useEffect} from 'react';
import {EARLY_SEARCH, type EarlySearchRequest} from '@site/src/plugins/early-search-input/remember-request';

type EarlySearchWindow = Window & {[EARLY_SEARCH.ready]?: boolean; [EARLY_SEARCH.request]?: EarlySearchRequest};

/**
 * Takes over from the inline script of src/plugins/early-search-input once the search bar's own
 * handlers are in place: from now on they answer, and a request the reader made while the page was
 * starting (a shortcut, a click or a character typed on the button) opens the modal now.
 */
export function useEarlySearchRequest(open: (typed?: string) => void): void {
  useEffect(() => {
    const early = window as EarlySearchWindow;
    early[EARLY_SEARCH.ready] = true;
    const request = early[EARLY_SEARCH.request];
    delete early[EARLY_SEARCH.request];
    document.querySelector('.DocSearch-Button')?.removeAttribute('aria-busy');
    if (request) open(request.query || undefined);
  }, [open]);
}
