import type {ClientModule} from '@docusaurus/types';

/**
 * Prefetches the pages behind visible links in idle time, a few at a time.
 *
 * Docusaurus's Link asks `window.docusaurus.prefetch` for every link that scrolls into view. Each call
 * matches the path against every route and scans the whole route-to-chunk table (~560 entries here),
 * so the ~80 links of a first screen cost one long task right after the page loads (about 35 ms on a
 * desktop, well over 100 ms on a phone), while the reader may already be tapping. Same prefetches,
 * same order; they just wait for idle time.
 */

type Docusaurus = {prefetch: (routePath: string) => unknown};
type Deadline = {didTimeout: boolean; timeRemaining: () => number};

// Keep a little of each idle period free for the browser's own work.
const SPARE_MS = 2;
// At most this long per turn, however long the idle period: on a phone, 4 to 6 times slower than the
// machine that measured the idle time, a longer turn would be a long task again.
const SLICE_MS = 8;
// A prefetch waits at most this long for idle time.
const MAX_WAIT_MS = 3000;

const idle: (callback: (deadline: Deadline) => void, options: {timeout: number}) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (callback, options) => window.requestIdleCallback(callback, options)
    : (callback) => setTimeout(() => callback({didTimeout: true, timeRemaining: () => 0}), 50);

type Host = {docusaurus?: Docusaurus & Record<string, unknown>};

function idleQueue(prefetchNow: (routePath: string) => unknown): (routePath: string) => boolean {
  const queue: string[] = [];
  let scheduled = false;

  const drain = (deadline: Deadline): void => {
    // Out of idle time (the wait ran out): one prefetch per turn, so no turn grows long.
    let budget = deadline.didTimeout ? 1 : Infinity;
    const stopAt = performance.now() + SLICE_MS;
    while (
      queue.length > 0 &&
      budget > 0 &&
      performance.now() < stopAt &&
      (deadline.didTimeout || deadline.timeRemaining() > SPARE_MS)
    ) {
      prefetchNow(queue.shift()!);
      budget -= 1;
    }
    if (queue.length > 0) idle(drain, {timeout: MAX_WAIT_MS});
    else scheduled = false;
  };

  return (routePath) => {
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
    const host = window as unknown as Host;
    const original = host.docusaurus;
    if (installed || !original) return;
    installed = true;
    host.docusaurus = Object.freeze({...original, prefetch: idleQueue(original.prefetch)});
  },
};

export default idlePrefetch;
