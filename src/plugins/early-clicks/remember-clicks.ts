/** The window property that holds the controls clicked before React listens (read by the unit test). */
export const EARLY_CLICKS = '__mynahEarlyClicks';

/** What counts as a scripted control: buttons that do nothing without a script, and tabs. */
export const SCRIPTED_CONTROL = 'button[type=button]:not(.DocSearch-Button), [role=tab]';

/** How often the script looks for the app's start while a click waits, and for how long at most. */
const WAIT_MS = 50;
const GIVE_UP_AFTER_MS = 30_000;

/**
 * Keeps clicks on scripted controls made before React listens, and makes them once it does, so that a
 * reader's first click is never lost. The page is painted and readable before its scripts run (they load
 * after the first paint, src/plugins/first-paint), and a button such as "Try it: open the request
 * builder" or a sidebar category's caret does nothing until then.
 *
 * Docusaurus sets `window.docusaurusRoot` in the same task as `hydrateRoot`, which attaches React's
 * listeners; from then on React replays a click on a part it has not hydrated yet (it hydrates that part
 * first). Before that, this script keeps each control clicked, once and in order, marks it `aria-busy`
 * (src/css/custom.css shows a progress pointer), and clicks it again in the first task after the root
 * exists. Nothing of it ships in the page's script bundles: it waits only while a click does, and stops
 * waiting, clearing the marks, if the app has not started after 30 s.
 *
 * Links and form fields work without a script and are left alone, as is the search button
 * (src/plugins/early-search-input handles it). Plain ES5, inlined into every page's head as it stands,
 * so it is listening before the body is parsed.
 */
export const REMEMBER_EARLY_CLICKS = `(function () {
  var w = window;
  var clicked = (w.${EARLY_CLICKS} = []);
  var waited = -1;
  function replay() {
    if (!w.docusaurusRoot && waited < ${GIVE_UP_AFTER_MS}) {
      waited += ${WAIT_MS};
      return setTimeout(replay, ${WAIT_MS});
    }
    var started = Boolean(w.docusaurusRoot);
    clicked.splice(0).forEach(function (control) {
      control.removeAttribute('aria-busy');
      if (started && control.isConnected) control.click();
    });
    waited = -1;
  }
  document.addEventListener('click', function (event) {
    if (w.docusaurusRoot || !event.target || !event.target.closest) return;
    var control = event.target.closest('${SCRIPTED_CONTROL}');
    if (!control || clicked.indexOf(control) >= 0) return;
    clicked.push(control);
    control.setAttribute('aria-busy', 'true');
    if (waited < 0) {
      waited = 0;
      setTimeout(replay, ${WAIT_MS});
    }
  }, true);
})();`.replace(/\s*\n\s*/g, '');
