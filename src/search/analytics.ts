import {SEARCH_LIMITS, type SearchSettings} from './settings';

/**
 * Search analytics: the click and view events DocSearch emits through its insights plugin
 * (views debounced 400 ms, object ids in chunks of 20), caught by a small search-insights client
 * installed as `window.aa` before the modal opens, so DocSearch never loads the insights script from
 * a CDN.
 *
 * Every event goes to the local sink: `window.__mynahSearchInsights` (the last 200 events, for tests
 * and debugging) and a `mynah:search-insights` DOM event carrying each batch. When an endpoint is
 * configured (SEARCH_ANALYTICS_ENDPOINT) each batch is also POSTed there as `{events: [...]}`; with
 * the Algolia provider, batches go to the Algolia Insights API.
 */

export type InsightsEvent = {
  eventType: 'view' | 'click' | 'conversion';
  eventName: string;
  index: string;
  objectIDs: string[];
  positions?: number[];
  queryID?: string;
  userToken: string;
  timestamp: number;
};

export const SINK_EVENT = 'mynah:search-insights';
export const SINK_SIZE = 200;

type InsightsPayload = {
  algoliaSource?: string[];
  eventName?: string;
  index?: string;
  objectIDs?: string[];
  positions?: number[];
  queryID?: string;
};

type Sink = InsightsEvent[];

declare global {
  interface Window {
    aa?: ((method: string, ...args: unknown[]) => void) & {version?: string};
    AlgoliaAnalyticsObject?: string;
    __mynahSearchInsights?: Sink;
  }
}

const METHOD_TYPE: Record<string, InsightsEvent['eventType']> = {
  viewedObjectIDs: 'view',
  clickedObjectIDs: 'click',
  clickedObjectIDsAfterSearch: 'click',
  convertedObjectIDs: 'conversion',
  convertedObjectIDsAfterSearch: 'conversion',
};

/** Splits an event into events of at most `size` object ids (positions follow their ids). */
export function chunkEvent(event: InsightsEvent, size: number = SEARCH_LIMITS.analyticsChunk): InsightsEvent[] {
  const out: InsightsEvent[] = [];
  for (let i = 0; i < event.objectIDs.length; i += size) {
    out.push({
      ...event,
      objectIDs: event.objectIDs.slice(i, i + size),
      ...(event.positions ? {positions: event.positions.slice(i, i + size)} : {}),
    });
  }
  return out;
}

/**
 * Turns one search-insights call into events, or null when the method is not an event.
 * `rowsBeforeHits`: items DocSearch lists above the hits (its Ask AI row), which its item ids count.
 */
export function toEvents(
  method: string,
  payloads: unknown[],
  userToken: string,
  now = Date.now(),
  rowsBeforeHits = 0,
): InsightsEvent[] | null {
  const eventType = METHOD_TYPE[method];
  if (!eventType) return null;
  return payloads
    .filter((p): p is InsightsPayload => typeof p === 'object' && p !== null && 'objectIDs' in p)
    .flatMap((p) => {
      // Clicks the insights plugin sends (keyboard selection) carry `algoliaSource` and 1-based
      // positions; those DocSearch sends for a mouse click carry its 0-based item id, which also
      // counts the Ask AI row above the hits when Ask AI is on.
      const positions =
        p.positions && !p.algoliaSource && eventType === 'click'
          ? p.positions.map((x) => x + 1 - rowsBeforeHits)
          : p.positions;
      return chunkEvent({
        eventType,
        eventName: p.eventName ?? (eventType === 'view' ? 'Items Viewed' : 'Item Selected'),
        index: p.index ?? '',
        objectIDs: p.objectIDs ?? [],
        ...(positions ? {positions} : {}),
        ...(p.queryID ? {queryID: p.queryID} : {}),
        userToken,
        timestamp: now,
      });
    });
}

export type Transport = (events: InsightsEvent[]) => void;

/** POSTs each batch as JSON; failures are dropped (analytics never breaks search). */
export function postTransport(endpoint: string, headers: Record<string, string> = {}): Transport {
  return (events) => {
    fetch(endpoint, {
      method: 'POST',
      keepalive: true,
      headers: {'Content-Type': 'application/json', ...headers},
      body: JSON.stringify({events}),
    }).catch(() => {});
  };
}

export function transportFor(settings: SearchSettings): Transport | null {
  if (settings.analyticsEndpoint) return postTransport(settings.analyticsEndpoint);
  if (settings.provider === 'algolia' && settings.appId && settings.apiKey) {
    return postTransport('https://insights.algolia.io/1/events', {
      'X-Algolia-Application-Id': settings.appId,
      'X-Algolia-API-Key': settings.apiKey,
    });
  }
  return null;
}

function anonymousToken(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(16).slice(2)}`;
  return `anonymous-${random}`;
}

/** Installs the insights client as `window.aa` unless the page already has one. */
export function installInsights(settings: SearchSettings): void {
  if (typeof window === 'undefined' || window.aa) return;
  const transport = transportFor(settings);
  const sink: Sink = (window.__mynahSearchInsights ??= []);
  let userToken = anonymousToken();
  const tokenListeners: ((token: string) => void)[] = [];
  const aa = (method: string, ...args: unknown[]): void => {
    switch (method) {
      case 'init':
      case 'addAlgoliaAgent':
        return;
      case 'setUserToken':
        userToken = String(args[0]);
        tokenListeners.forEach((l) => l(userToken));
        return;
      case 'getUserToken':
        (args[1] as ((error: unknown, token: string) => void) | undefined)?.(null, userToken);
        return;
      case 'onUserTokenChange':
        tokenListeners.push(args[0] as (token: string) => void);
        return;
    }
    const events = toEvents(method, args, userToken, Date.now(), settings.askAi ? 1 : 0);
    if (!events || events.length === 0) return;
    sink.push(...events);
    sink.splice(0, Math.max(0, sink.length - SINK_SIZE));
    window.dispatchEvent(new CustomEvent(SINK_EVENT, {detail: events}));
    transport?.(events);
  };
  // A version from 2.4 tells DocSearch's insights plugin it may pass request options.
  aa.version = '2.17.3';
  window.AlgoliaAnalyticsObject = 'aa';
  window.aa = aa;
}
