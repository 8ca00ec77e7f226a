/*
 * The Mynah Docs service worker: offline reading of the pages a reader visited and of the search index.
 * This is the source; the build writes it to build/sw.js after a line that sets `self.__MYNAH_SW__`
 * (the build's version, the shell to precache, the offline page). See ./index.ts and README.md.
 *
 * - Pages (navigations): network first; a copy of each page read is kept; offline, the kept copy, else
 *   the offline page.
 * - Hashed assets (files under /assets/ with a content hash in the name): cache first, they never change.
 * - The search manifest (/search-index.json): network first, so it always names the deployed index.
 * - The search index (/assets/search/…) and images (/img/…): stale-while-revalidate.
 * - Pages' Markdown (`….md`, fetched by the page menu or opened with "View as Markdown"): network first,
 *   a copy kept, so copying and viewing a page's Markdown work offline once it was fetched.
 * - Anything on another origin (the chat provider, analytics) and every non-GET request: not touched.
 *
 * A new build installs next to the old one and waits; the page shows "A new version of the docs is
 * available — Reload", and Reload sends SKIP_WAITING. Storage that fails is logged and skipped: the
 * request then goes to the network as if there were no worker.
 */
(() => {
  const {version, shell, offlinePage, cachePrefix: PREFIX} = self.__MYNAH_SW__;
  const SHELL_CACHE = `${PREFIX}shell-${version}`;
  const PAGES_CACHE = `${PREFIX}pages`;
  const ASSETS_CACHE = `${PREFIX}assets`;
  const SEARCH_CACHE = `${PREFIX}search`;
  const MARKDOWN_CACHE = `${PREFIX}markdown`;
  const KEPT = [SHELL_CACHE, PAGES_CACHE, ASSETS_CACHE, SEARCH_CACHE, MARKDOWN_CACHE];
  // Oldest entries go first once a cache holds more than this many.
  const LIMITS = {[PAGES_CACHE]: 200, [ASSETS_CACHE]: 1500, [MARKDOWN_CACHE]: 200};

  const HASHED_ASSET = /^\/assets\/.+\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
  const SEARCH_INDEX = /^\/assets\/search\//;
  const SEARCH_MANIFEST = '/search-index.json';
  const MARKDOWN = /\.md$/;

  let storageWarned = false;
  function storageFailed(error) {
    if (!storageWarned) console.warn('Mynah Docs offline cache unavailable; reading from the network.', error);
    storageWarned = true;
  }

  async function match(cacheName, key) {
    try {
      return (await (await caches.open(cacheName)).match(key)) ?? null;
    } catch (error) {
      storageFailed(error);
      return null;
    }
  }

  async function put(cacheName, key, response) {
    try {
      await (await caches.open(cacheName)).put(key, response);
    } catch (error) {
      storageFailed(error);
    }
  }

  async function trim(cacheName) {
    try {
      const cache = await caches.open(cacheName);
      const keys = await cache.keys();
      const extra = keys.length - LIMITS[cacheName];
      for (const key of keys.slice(0, Math.max(0, extra))) await cache.delete(key);
    } catch (error) {
      storageFailed(error);
    }
  }

  const storable = (response) => response.ok && response.type === 'basic' && !response.redirected;
  /** One copy per page, whatever its query string (/search?q=a and ?q=b are one page). */
  const pageKey = (url) => new URL(url.pathname, self.location.origin).href;

  async function page(event, url) {
    try {
      const response = await fetch(event.request);
      if (storable(response)) {
        event.waitUntil(put(PAGES_CACHE, pageKey(url), response.clone()).then(() => trim(PAGES_CACHE)));
      }
      return response;
    } catch {
      // The network is gone: the kept copy, else the offline page.
      return (await match(PAGES_CACHE, pageKey(url))) ?? (await match(SHELL_CACHE, offlinePage)) ?? Response.error();
    }
  }

  async function cacheFirst(event, cacheName) {
    const cached = (await match(SHELL_CACHE, event.request)) ?? (await match(cacheName, event.request));
    if (cached) return cached;
    const response = await fetch(event.request);
    if (storable(response)) event.waitUntil(put(cacheName, event.request, response.clone()));
    return response;
  }

  async function networkFirst(event, cacheName) {
    try {
      const response = await fetch(event.request);
      if (storable(response)) event.waitUntil(put(cacheName, event.request, response.clone()));
      return response;
    } catch (offline) {
      const cached = await match(cacheName, event.request);
      if (cached) return cached;
      throw offline;
    }
  }

  /** A page's Markdown: network first, a copy kept under its URL (the cache is trimmed like the pages). */
  async function keptMarkdown(event) {
    const response = await networkFirst(event, MARKDOWN_CACHE);
    event.waitUntil(trim(MARKDOWN_CACHE));
    return response;
  }

  async function staleWhileRevalidate(event, cacheName) {
    const cached = await match(cacheName, event.request);
    const network = fetch(event.request).then(async (response) => {
      if (storable(response)) await put(cacheName, event.request, response.clone());
      return response;
    });
    if (!cached) return network;
    event.waitUntil(network.catch(() => undefined));
    return cached;
  }

  /** Keeps a page the reader reached by client-side navigation (no HTML request went through us). */
  async function keepPage(path, assets) {
    const url = new URL(path, self.location.origin);
    if (url.origin !== self.location.origin) return;
    try {
      const response = await fetch(url.href, {credentials: 'same-origin'});
      if (storable(response)) await put(PAGES_CACHE, pageKey(url), response);
      // Chunks loaded before this worker controlled the page: copy them from the HTTP cache.
      for (const asset of assets) {
        const assetUrl = new URL(asset, self.location.origin);
        if (assetUrl.origin !== self.location.origin || !HASHED_ASSET.test(assetUrl.pathname)) continue;
        if (await match(ASSETS_CACHE, assetUrl.href)) continue;
        const assetResponse = await fetch(assetUrl.href);
        if (storable(assetResponse)) await put(ASSETS_CACHE, assetUrl.href, assetResponse);
      }
    } catch {
      // Offline or the page is gone: nothing to keep.
    }
    await trim(PAGES_CACHE);
    await trim(ASSETS_CACHE);
  }

  self.addEventListener('install', (event) => {
    event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(shell)));
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        try {
          for (const name of await caches.keys()) {
            if (name.startsWith(PREFIX) && !KEPT.includes(name)) await caches.delete(name);
          }
        } catch (error) {
          storageFailed(error);
        }
        // The page that registered the first worker is served by it from now on, without a reload.
        await self.clients.claim();
      })(),
    );
  });

  self.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || url.pathname === '/sw.js') return;
    // Before navigations: "View as Markdown" opens the .md as a page, and offline it is the kept copy.
    if (MARKDOWN.test(url.pathname)) event.respondWith(keptMarkdown(event));
    else if (request.mode === 'navigate') event.respondWith(page(event, url));
    else if (url.pathname === SEARCH_MANIFEST) event.respondWith(networkFirst(event, SEARCH_CACHE));
    else if (SEARCH_INDEX.test(url.pathname)) event.respondWith(staleWhileRevalidate(event, SEARCH_CACHE));
    else if (HASHED_ASSET.test(url.pathname)) event.respondWith(cacheFirst(event, ASSETS_CACHE));
    else if (url.pathname.startsWith('/img/')) event.respondWith(staleWhileRevalidate(event, ASSETS_CACHE));
  });

  self.addEventListener('message', (event) => {
    const message = event.data ?? {};
    if (message.type === 'SKIP_WAITING') self.skipWaiting();
    else if (message.type === 'keep-page') event.waitUntil(keepPage(String(message.path), message.assets ?? []));
    else if (message.type === 'get-version') event.ports[0]?.postMessage({version});
  });
})();
