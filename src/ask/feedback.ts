import type {AnswererName} from './answerer';

/**
 * Likes and dislikes of answers. Each vote goes to the page's local sink, as search analytics do:
 * `window.__mynahAskFeedback` (the last 100 votes, for tests and debugging) and a `mynah:ask-feedback`
 * DOM event; and, when an endpoint is configured (ASK_AI_FEEDBACK_URL, else SEARCH_ANALYTICS_ENDPOINT,
 * else the local stand-in), a POST of `{events: [vote]}`. A failed POST is dropped: feedback never
 * gets in the reader's way.
 */
export type AskFeedbackEvent = {
  eventType: 'ask-feedback';
  vote: 'like' | 'dislike';
  /** What the reader said was wrong (dislikes only; may be empty). */
  reason: string | null;
  question: string;
  /** The URLs (path and anchor) the answer cited, in citation order. */
  citedUrls: string[];
  answerer: AnswererName;
  /** The page the reader asked from (path and query). */
  page: string;
  timestamp: number;
};

export const ASK_FEEDBACK_EVENT = 'mynah:ask-feedback';
export const ASK_FEEDBACK_SINK_SIZE = 100;

declare global {
  interface Window {
    __mynahAskFeedback?: AskFeedbackEvent[];
  }
}

export function recordFeedback(event: AskFeedbackEvent, endpoint: string | null): void {
  const sink = (window.__mynahAskFeedback ??= []);
  sink.push(event);
  sink.splice(0, Math.max(0, sink.length - ASK_FEEDBACK_SINK_SIZE));
  window.dispatchEvent(new CustomEvent(ASK_FEEDBACK_EVENT, {detail: event}));
  if (!endpoint) return;
  fetch(endpoint, {
    method: 'POST',
    keepalive: true,
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({events: [event]}),
  }).catch(() => {});
}
