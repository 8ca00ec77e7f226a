import {UID_NOT_FOUND, uidFromJid} from './chat-context';

/** Spec §9: the chat id is looked up 10 times, 200 ms apart. */
export const JID_ATTEMPTS = 10;
export const JID_INTERVAL_MS = 200;

export const CLOSED_NOT_SENT = 'Page context not sent: the reader closed the chat';

export type RetryOptions = {attempts: number; intervalMs: number};

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Calls `read` every `intervalMs` (first call after one interval, so the page has settled),
 * at most `attempts` times, and hands the first present value to `done`, or undefined after
 * the last attempt. A `read` that throws counts as "not there yet". Returns a cancel function.
 */
export function lookUpWithRetry(
  read: () => unknown,
  done: (value: unknown) => void,
  {attempts, intervalMs}: RetryOptions = {attempts: JID_ATTEMPTS, intervalMs: JID_INTERVAL_MS},
): () => void {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    attempt += 1;
    let value: unknown;
    try {
      value = read();
    } catch {
      value = undefined;
    }
    if (present(value)) done(value);
    else if (attempt >= attempts) done(undefined);
    else timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, intervalMs);
  return () => clearTimeout(timer);
}

export type ChatSessionDeps<Route> = {
  /** Reads the widget's chat session id (jid); may return anything. */
  readJid: () => unknown;
  /** Settles once the widget script has loaded or failed; lookups start after it. */
  widgetReady: Promise<unknown>;
  /** Builds and sends the page context for this uid and route. */
  send: (uid: string, route: Route) => void;
  log: Pick<Console, 'warn' | 'debug'>;
  retry?: RetryOptions;
};

export type ChatSession<Route> = {
  /** Call after each route change has rendered. */
  routeChanged: (route: Route) => void;
  /** Call when the widget posts 'close'. */
  widgetClosed: () => void;
  /** The 'bot manually closed' flag. */
  readonly closedByReader: boolean;
};

/**
 * The page-context rules of spec §4, §5 and §7 for one visit: each route change resets the
 * 'bot manually closed' flag and cancels a lookup still running for the previous page; the jid
 * is then looked up with retries; no jid is a warning ('UID not found after retrying'), a jid
 * that is not a string with '@' is a warning, and a reader who closed the bot gets no call
 * (only a debug-level line, hidden in a browser console by default, saying why).
 */
export function createChatSession<Route>(deps: ChatSessionDeps<Route>): ChatSession<Route> {
  let closedByReader = false;
  let generation = 0;
  let cancelLookup: (() => void) | undefined;

  const finish = (jid: unknown, route: Route) => {
    cancelLookup = undefined;
    if (jid === undefined) {
      deps.log.warn(UID_NOT_FOUND);
      return;
    }
    const uid = uidFromJid(jid);
    if (uid === undefined) {
      deps.log.warn('Invalid jid, expected a string containing "@":', jid);
      return;
    }
    // Silent for readers (debug level); it tells a developer why no call went out.
    if (closedByReader) deps.log.debug(CLOSED_NOT_SENT);
    else deps.send(uid, route);
  };

  return {
    routeChanged(route) {
      closedByReader = false;
      cancelLookup?.();
      cancelLookup = undefined;
      const current = ++generation;
      const start = () => {
        if (current !== generation) return; // the reader has moved on
        cancelLookup = lookUpWithRetry(deps.readJid, (jid) => finish(jid, route), deps.retry);
      };
      void deps.widgetReady.then(start, start);
    },
    widgetClosed() {
      closedByReader = true;
    },
    get closedByReader() {
      return closedByReader;
    },
  };
}
