import {PAGE_SCRIPTS_ID} from './page-scripts';

/**
 * The page's scripts (runtime, main and the route's chunks), fetched once the page has painted.
 *
 * With `<script defer>` tags in the head, a phone on a slow link downloads ~150 KB of JavaScript
 * alongside the stylesheet and the page itself, and only then paints; Lighthouse's model counts every
 * such download as a cost of the largest paint. The page is complete without JavaScript (server
 * rendered, links are plain links), so config/ssr-template.ts writes no script tags, only their list
 * in the JSON element `#page-scripts`. This inline script, last in the body (the first-paint plugin
 * adds it), adds the listed scripts once the browser reports the first contentful paint (the report
 * comes after the frame is on screen, so script work cannot hold that frame back).
 * `async = false` keeps them running in list order, as `defer` did.
 *
 * Loads at once when the page is hidden (a background tab paints nothing) or the browser has no
 * paint timing; and after 3 s in any case, so a paint that is never reported cannot leave the page
 * without its scripts.
 *
 * Plain ES5 source, not a compiled function: it is inlined into every page as it stands.
 */
export const LOAD_SCRIPTS_AFTER_PAINT = `(function () {
  var urls = JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    urls.forEach(function (url) {
      var script = document.createElement('script');
      script.src = url;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var P = window.PerformanceObserver;
  if (document.visibilityState === 'hidden' || !P || (P.supportedEntryTypes || []).indexOf('paint') < 0) return load();
  new P(function (list, observer) {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(load, 0);
  }).observe({type: 'paint', buffered: true});
  setTimeout(load, 3000);
})();`.replace(/\s*\n\s*/g, '');
