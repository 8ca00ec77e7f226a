/**
 * The one interface behind every docs answerer (local, llm): a question in, a stream of events out.
 * The screen renders events as they come, so a streamed answer shows progressively and a local one
 * at once; both cite sources by number with `[n]` markers in the text.
 */

/** A section of the docs an answer used, numbered as the answer cites it. */
export type Source = {
  /** 1-based; the answer's `[n]` markers refer to it. */
  n: number;
  /** Site path with the section's anchor, e.g. `/docs/platform_concepts/inbox/tickets#merging-tickets`. */
  path: string;
  /** The page title. */
  page: string;
  /** The section heading, or null for the top of the page. */
  section: string | null;
};

export type AnswerEvent =
  /** The sources the answer will cite; sent once, before any text. */
  | {type: 'sources'; sources: Source[]}
  /** More answer text, appended to what came before. */
  | {type: 'text'; text: string}
  /**
   * The docs do not cover the question; `closest` are the nearest pages, possibly none; `note` says
   * which part of it they do not cover, when that is clear ("the docs never mention “sourdough”").
   */
  | {type: 'declined'; closest: Source[]; note?: string}
  | {type: 'done'};

/** The one line a refusal reads, on the site and from the MCP server's ask_docs alike. */
export function refusalLine(note?: string | null): string {
  return note
    ? `${note.charAt(0).toUpperCase()}${note.slice(1)}, so there is no answer to give.`
    : 'The docs do not cover this question, so there is no answer to give.';
}

/** An earlier exchange of the same conversation, for follow-up questions. */
export type Turn = {question: string; answer: string};

export type AnswererName = 'local' | 'llm';

export interface Answerer {
  readonly name: AnswererName;
  answer(question: string, history: Turn[], signal?: AbortSignal): AsyncIterable<AnswerEvent>;
}

/** A failure the reader should read as it is (the screen shows `message`). */
export class AskError extends Error {
  constructor(
    message: string,
    readonly code: 'unavailable' | 'timeout' | 'rate_limited' | 'rejected' | 'failed',
  ) {
    super(message);
    this.name = 'AskError';
  }
}
