import nprogress from 'nprogress';

/**
 * Docusaurus already runs the route progress bar (started 200 ms after a change
 * to another path, finished when the route has updated). It keeps nprogress's
 * defaults for minimum (0.08) and speed (200 ms); the spec's trickle is 800 ms.
 */
nprogress.configure({minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false});

export {};
