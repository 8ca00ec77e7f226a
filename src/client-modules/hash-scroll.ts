import type {ClientModule} from '@docusaurus/types';

/**
 * Opens a link to `/other/page#section` at that section.
 *
 * Docusaurus scrolls to the hash in the same commit that switches the route, expecting the new page
 * to be in the DOM by then. In the browser this site runs on preact/compat (src/plugins/preact-client),
 * which hands a new location to the route tree through context one render later, so at that moment the
 * old page is still on screen and the section is not found (or a same-id section of the old page is).
 * This finishes the job once the new page is in: a frame later, or when the section appears.
 */

// How long a section may take to appear (a page whose code was not yet loaded) before giving up.
const WAIT_MS = 3000;

let cancelPending: (() => void) | null = null;

function sectionId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

function scrollWhenPresent(id: string): () => void {
  let observer: MutationObserver | null = null;
  let timer = 0;
  const stop = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
  };
  const frame = window.requestAnimationFrame(() => {
    const now = document.getElementById(id);
    if (now) {
      now.scrollIntoView();
      return;
    }
    observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (!element) return;
      stop();
      element.scrollIntoView();
    });
    observer.observe(document.body, {childList: true, subtree: true});
    timer = window.setTimeout(stop, WAIT_MS);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    stop();
  };
}

const hashScroll: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    cancelPending?.();
    cancelPending = null;
    // A first load is the browser's own job; a new query on the same page keeps its place (as Docusaurus).
    if (!previousLocation || !location.hash) return;
    if (location.pathname === previousLocation.pathname && location.hash === previousLocation.hash) return;
    cancelPending = scrollWhenPresent(sectionId(location.hash));
  },
};

export default hashScroll;
