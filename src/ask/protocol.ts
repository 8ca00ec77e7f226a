import type {Turn} from './answerer';

/**
 * What the browser and the ask server (tools/ask-server) say to each other.
 *
 * Request: `POST {ASK_AI_ENDPOINT}` with JSON `AskRequest`. The sections are unit ids of the search
 * index; the server reads their text from its own copy of the build, so a page cannot make the server
 * send the model arbitrary text, and requests stay small.
 *
 * Response: `200 text/event-stream` with `delta` events (`{text}`, in order), then `done`; or `error`
 * (`{message}`) if the model fails after streaming began. Before streaming, a failure is an HTTP status
 * with `AskErrorBody`: 400 bad question, 403 origin not allowed, 413 too large, 429 rate limited
 * (with Retry-After), 502 model failure, 504 time-out.
 */
export type AskRequest = {question: string; sections: number[]; history: Turn[]};

export type AskErrorBody = {error: {code: string; message: string}};
