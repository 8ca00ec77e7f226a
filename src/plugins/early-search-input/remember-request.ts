/**
 * The window properties shared by the inline script below and the search bar (src/theme/SearchBar).
 * `ready` is set once the search bar's own handlers are in place; until then the inline script records
 * the reader's request in `request`, with the character typed on the focused button if any.
 */
export const EARLY_SEARCH = {ready: '__mynahSearchReady', request: '__mynahSearchRequest'} as const;

export type EarlySearchRequest = {query: string};

/**
 * Remembers a search request made before the app can answer it, so the first keystroke or click is
 * never lost: the page is painted and readable well before its scripts have run (they load after the
 * first paint, src/plugins/first-paint), and the search button only works once the search bar has
 * hydrated. Until then this handles what the search bar would: Ctrl/Cmd+K; "/" unless an input, select,
 * textarea or editable element has the focus; a click on the search button; and a letter or digit typed
 * while the button has the focus (kept as the query). The button gets `aria-busy` meanwhile. The search
 * bar opens the modal with the remembered request as soon as it is ready and takes over from then on.
 *
 * Plain ES5 source, inlined into every page's head as it stands, so it is listening before the body
 * is parsed. Capture listeners on the document: they see the event before anything else does.
 */
export const REMEMBER_EARLY_SEARCH = `(function () {
  var w = window;
  function button(target) {
    return target && target.closest ? target.closest('.DocSearch-Button') : null;
  }
  function remember(event, query) {
    event.preventDefault();
    w.${EARLY_SEARCH.request} = {query: query};
    var b = document.querySelector('.DocSearch-Button');
    if (b) b.setAttribute('aria-busy', 'true');
  }
  document.addEventListener('keydown', function (event) {
    if (w.${EARLY_SEARCH.ready}) return;
    var key = event.key || '';
    var target = event.target;
    var editing = target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
    if (key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return remember(event, '');
    if (key === '/' && !editing) return remember(event, '');
    var printable = key.length === 1 && (key.toLowerCase() !== key.toUpperCase() || /[0-9]/.test(key));
    if (printable && button(target) && !event.ctrlKey && !event.metaKey && !event.altKey) remember(event, key);
  }, true);
  document.addEventListener('click', function (event) {
    if (!w.${EARLY_SEARCH.ready} && button(event.target)) remember(event, '');
  }, true);
})();`.replace(/\s*\n\s*/g, '');
