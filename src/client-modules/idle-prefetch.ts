import type {ClientModule} from '@docusaurus/types';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {
  chunkNamesForPath,
  indexChunkNames,
  indexRouteChains,
  type ChunkTree,
  type RouteNode,
} from '../utils/route-chunks';
import {PAGE_SCRIPTS_ID} from '../plugins/first-paint/page-scripts';

/**
 * Prefetches the pages behind visible links in idle time, a few at a time, and cheaply.
 *
 * Docusaurus's Link asks `window.docusaurus.prefetch` for every link that scrolls into view. The
 * core's prefetch matches the path against every route, scans the whole route-to-chunk table (~560
 * entries) for each matched route, and appends one `<link rel=prefetch>` per chunk, even for chunks
 * it has already asked for (every doc page shares its layout's chunks). On a first screen of ~80
 * links that was 100+ ms of main-thread work right after load, while the reader may be tapping.
 *
 * Here the chunks of a path come from two indexes built once (src/utils/route-chunks.ts), each chunk
 * is asked for once, and the work runs in idle time, at most SLICE_MS and MAX_LINKS_PER_TURN links per
 * turn, with one DOM insertion per turn. Paths the index does not know (none on this site today) go to
 * the core's prefetch.
 */

type Docusaurus = {prefetch: (routePath: string) => unknown};
type Deadline = {didTimeout: boolean; timeRemaining: () => number};

// Injected by Docusaurus's ChunkAssetPlugin: chunk name → its URL.
declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

// Keep a little of each idle period free for the browser's own work.
const SPARE_MS = 2;
// At most this long per turn, however long the idle period: a phone is 4 to 6 times slower than the
// machine that measured the idle time, and a turn must not become a long task (50 ms) there.
const SLICE_MS = 4;
// Inserting a prefetch link starts its request synchronously (~0.5 ms each on a fast machine):
// a first turn that inserted every chunk of the first screen's links at once took over 20 ms.
const MAX_LINKS_PER_TURN = 4;
// A prefetch waits at most this long for idle time.
const MAX_WAIT_MS = 3000;

const idle: (callback: (deadline: Deadline) => void, options: {timeout: number}) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (callback, options) => window.requestIdleCallback(callback, options)
    : (callback) => setTimeout(() => callback({didTimeout: true, timeRemaining: () => 0}), 50);

// Same rule as the core: no prefetching on a slow or data-saving connection.
function onSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** Resolves a route path to the URLs of the chunks its page needs (undefined: not indexed). */
function chunkUrlResolver(): (routePath: string) => string[] | undefined {
  let indexes: {chains: Map<string, string[]>; names: Map<string, string[]>} | undefined;
  return (routePath) => {
    indexes ??= {
      // Docusaurus's generated routes always have a string path (react-router's type also allows arrays).
      chains: indexRouteChains(routes as RouteNode[]),
      names: indexChunkNames(routesChunkNames as Record<string, ChunkTree>),
    };
    const names = chunkNamesForPath(routePath, indexes.chains, indexes.names);
    if (!names) return undefined;
    const urls: string[] = [];
    for (const name of new Set(names)) {
      const url = __webpack_require__.gca(name);
      // A chunk the bundler merged into another one has no asset of its own.
      if (url && !url.includes('undefined')) urls.push(url);
    }
    return urls;
  };
}

/** Absolute URLs of the scripts in the page's `#page-scripts` list (none when it is missing). */
function pageScriptUrls(): string[] {
  const list = document.getElementById(PAGE_SCRIPTS_ID)?.textContent;
  return list ? (JSON.parse(list) as string[]).map((url) => new URL(url, document.baseURI).href) : [];
}

function idleQueue(fallback: (routePath: string) => unknown): (routePath: string) => boolean {
  const queue: string[] = [];
  const seenPaths = new Set<string>();
  // The scripts this page ran count as fetched: its entry bundles and route chunks, which the pages
  // behind its links share. The list, not document.scripts: the bundler removes a chunk's script
  // element once it has run.
  const seenUrls = new Set(pageScriptUrls());
  const urlsFor = chunkUrlResolver();
  let scheduled = false;

  const drain = (deadline: Deadline): void => {
    const links = document.createDocumentFragment();
    const stopAt = performance.now() + SLICE_MS;
    do {
      const routePath = queue.shift()!;
      const urls = urlsFor(routePath);
      if (!urls) {
        fallback(routePath);
        continue;
      }
      for (const url of urls) {
        const absolute = new URL(url, document.baseURI).href;
        if (seenUrls.has(absolute)) continue;
        seenUrls.add(absolute);
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = url;
        links.appendChild(link);
      }
    } while (
      queue.length > 0 &&
      links.childElementCount < MAX_LINKS_PER_TURN &&
      performance.now() < stopAt &&
      (deadline.didTimeout || deadline.timeRemaining() > SPARE_MS)
    );
    document.head.appendChild(links);
    if (queue.length > 0) idle(drain, {timeout: MAX_WAIT_MS});
    else scheduled = false;
  };

  return (routePath) => {
    if (seenPaths.has(routePath) || onSlowConnection()) return false;
    seenPaths.add(routePath);
    queue.push(routePath);
    if (!scheduled) {
      scheduled = true;
      idle(drain, {timeout: MAX_WAIT_MS});
    }
    return true;
  };
}

let installed = false;

const idlePrefetch: ClientModule = {
  // The first call comes with the first render, after the app has set window.docusaurus. That object
  // is frozen, so the window gets a copy whose prefetch queues (Link reads window.docusaurus on each call).
  onRouteUpdate() {
    const host = window as unknown as {docusaurus?: Docusaurus & Record<string, unknown>};
    const original = host.docusaurus;
    if (installed || !original) return;
    installed = true;
    host.docusaurus = Object.freeze({...original, prefetch: idleQueue(original.prefetch)});
  },
};

export default idlePrefetch;
