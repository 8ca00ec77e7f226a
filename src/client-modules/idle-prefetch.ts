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
 * turn, with one DOM insertion per turn. Chunk names become file URLs through the map that
 * src/plugins/chunk-name-map writes to a file, fetched once with the first batch. Paths the index does
 * not know (none on this site today) are not prefetched; their pages still load when opened.
 * In development (no map file) the core's prefetch stays.
 */

type Docusaurus = {prefetch: (routePath: string) => unknown};
type Deadline = {didTimeout: boolean; timeRemaining: () => number};

// The bundler's runtime: public path, chunk id → file name, and the URL of the chunk name → id map
// (written by src/plugins/chunk-name-map in production builds; absent in development).
declare const __webpack_require__: {p: string; u: (chunkId: string) => string; chunkNameMapUrl?: string};

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

/** Fetches the chunk name → chunk id map once; an empty map (no prefetching) when it cannot. */
let chunkIds: Promise<Record<string, string>> | undefined;
function loadChunkIds(): Promise<Record<string, string>> {
  const url = __webpack_require__.chunkNameMapUrl;
  chunkIds ??= url
    ? fetch(url)
        .then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : {}))
        .catch(() => ({}))
    : Promise.resolve({});
  return chunkIds;
}

/** Resolves a route path to the URLs of the chunks its page needs (undefined: not indexed). */
function chunkUrlResolver(ids: Record<string, string>): (routePath: string) => string[] | undefined {
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
      // A chunk the bundler merged into another one has no id of its own.
      const id = ids[name];
      if (id !== undefined) urls.push(__webpack_require__.p + __webpack_require__.u(id));
    }
    return urls;
  };
}

/** Absolute URLs of the scripts in the page's `#page-scripts` list (none when it is missing). */
function pageScriptUrls(): string[] {
  const list = document.getElementById(PAGE_SCRIPTS_ID)?.textContent;
  return list ? (JSON.parse(list) as string[]).map((url) => new URL(url, document.baseURI).href) : [];
}

function idleQueue(): (routePath: string) => boolean {
  const queue: string[] = [];
  const seenPaths = new Set<string>();
  // The scripts this page ran count as fetched: its entry bundles and route chunks, which the pages
  // behind its links share. The list, not document.scripts: the bundler removes a chunk's script
  // element once it has run.
  const seenUrls = new Set(pageScriptUrls());
  let urlsFor: ((routePath: string) => string[] | undefined) | undefined;
  let scheduled = false;

  const drain = (deadline: Deadline): void => {
    const links = document.createDocumentFragment();
    const stopAt = performance.now() + SLICE_MS;
    do {
      const routePath = queue.shift()!;
      for (const url of urlsFor!(routePath) ?? []) {
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
      if (urlsFor) idle(drain, {timeout: MAX_WAIT_MS});
      else
        void loadChunkIds().then((ids) => {
          urlsFor = chunkUrlResolver(ids);
          idle(drain, {timeout: MAX_WAIT_MS});
        });
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
    if (installed || !original || !__webpack_require__.chunkNameMapUrl) return;
    installed = true;
    host.docusaurus = Object.freeze({...original, prefetch: idleQueue()});
  },
};

export default idlePrefetch;
