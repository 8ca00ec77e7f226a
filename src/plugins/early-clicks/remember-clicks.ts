/** The window property the inline script below fills and src/client-modules/replay-early-clicks.ts empties. */
export const EARLY_CLICKS = '__mynahEarlyClicks';

/** What counts as a scripted control: buttons that do nothing without a script, and tabs. */
export const SCRIPTED_CONTROL = 'button[type=button]:not(.DocSearch-Button), [role=tab]';

/**
 * Remembers clicks on scripted controls made before React listens, so that a reader's first click is
 * never lost. The page is painted and readable before its scripts run (they load after the first paint,
 * src/plugins/first-paint), and a button such as "Try it: open the request builder" or a sidebar
 * category's caret does nothing until then. Once React has started (`window.docusaurusRoot` is set in
 * the same task as `hydrateRoot`, which attaches React's listeners), React itself replays a click on a
 * part that has not hydrated yet; before that, this script keeps each control clicked, once and in
 * order, marks it `aria-busy`, and replay-early-clicks.ts clicks it again when the app has rendered.
 *
 * Links and form fields work without a script and are left alone, as is the search button
 * (src/plugins/early-search-input handles it). Plain ES5, inlined into every page's head as it stands,
 * so it is listening before the body is parsed.
 */
export const REMEMBER_EARLY_CLICKS = `(function () {
  var w = window;
  var clicked = (w.${EARLY_CLICKS} = []);
  document.addEventListener('click', function (event) {
    if (w.docusaurusRoot || !event.target || !event.target.closest) return;
    var control = event.target.closest('${SCRIPTED_CONTROL}');
    if (!control || clicked.indexOf(control) >= 0) return;
    clicked.push(control);
    control.setAttribute('aria-busy', 'true');
  }, true);
})();`.replace(/\s*\n\s*/g, '');
