import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Registers the offline-reading service worker (src/plugins/service-worker) once the page has loaded,
 * asks it to keep each page the reader opens, and shows the update prompt when a new build is waiting.
 * A browser without service workers, or one that refuses the registration, gets the site as before:
 * the failure is logged as a warning and nothing else changes.
 */

const WORKER_URL = '/sw.js';
let reloadRequested = false;

const supported = () => ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator;

/** Hashed chunks this page loaded, possibly before the worker controlled it. */
function loadedAssets(): string[] {
  const prefix = `${window.location.origin}/assets/`;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(prefix));
}

function keepPage(path: string): void {
  navigator.serviceWorker.controller?.postMessage({type: 'keep-page', path, assets: loadedAssets()});
}

function promptWhenWaiting(registration: ServiceWorkerRegistration): void {
  const prompt = (worker: ServiceWorker) =>
    import('./update-prompt').then(({showUpdatePrompt}) =>
      showUpdatePrompt(() => {
        reloadRequested = true;
        worker.postMessage({type: 'SKIP_WAITING'});
      }),
    );
  // Only an update waits behind a controlling worker; the very first install activates at once.
  if (registration.waiting && navigator.serviceWorker.controller) void prompt(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) void prompt(installing);
    });
  });
}

async function register(): Promise<void> {
  try {
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (reloadRequested) window.location.reload();
    });
    const registration: ServiceWorkerRegistration | undefined = await navigator.serviceWorker.register(WORKER_URL);
    // Some embedders (test browsers that block workers) resolve without a registration.
    if (!registration) return;
    promptWhenWaiting(registration);
    await navigator.serviceWorker.ready;
    // The page that registered a first worker loaded without it: keep it now.
    if (navigator.serviceWorker.controller) keepPage(window.location.pathname);
    else
      navigator.serviceWorker.addEventListener('controllerchange', () => keepPage(window.location.pathname), {
        once: true,
      });
  } catch (error) {
    console.warn('Offline reading is off: the service worker could not be registered.', error);
  }
}

/** A worker left by a production build must not serve stale files to the dev server on the same port. */
async function unregisterInDevelopment(): Promise<void> {
  for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
}

if (supported()) {
  if (process.env.NODE_ENV !== 'production') void unregisterInDevelopment().catch(() => undefined);
  else if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), {once: true});
}

const serviceWorker: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (supported() && previousLocation && previousLocation.pathname !== location.pathname) keepPage(location.pathname);
  },
};

export default serviceWorker;
