/**
 * Ask AI settings, in two parts so that pages carry as little as possible:
 *
 * - `AskAiMode` rides in the search plugin's global data (every page's bundle): only whether Ask AI
 *   is on and whose screen shows it (ours for the docs answerers, DocSearch's for Algolia's assistant).
 * - `AskManifest` rides in the search manifest (`/search-index.json`), which the browser reads on the
 *   first interaction with search: which docs answerer, its endpoint, the feedback endpoint and the
 *   passages files. Nothing of it is needed before a reader asks.
 */
export type AskAiMode = {mode: 'docs'} | {mode: 'algolia'; assistantId: string};

export type DocsAnswererName = 'local' | 'llm';

export type AskManifest = {
  answerer: DocsAnswererName;
  /** The ask server's URL (answerer `llm`). */
  endpoint: string | null;
  /** Where votes are POSTed as `{events: [...]}`; null keeps them in the page's sink. */
  feedbackUrl: string | null;
  /** The passages files: `chunks[i]` holds the texts of units `starts[i]` up to `starts[i + 1]`. */
  passages: {chunks: string[]; starts: number[]; units: number; bytes: number};
};

/** Limits shared by the browser and the ask server. */
export const ASK_LIMITS = {
  /** Characters in one question; the screen says so and keeps a longer question for editing. */
  maxQuestionLength: 300,
  /** Sections sent to the language model with a question. */
  maxSections: 6,
  /** Earlier turns sent with a follow-up question. */
  maxHistoryTurns: 3,
  /** Characters of each earlier answer sent with a follow-up. */
  maxHistoryAnswerLength: 1200,
  /** Reasons a reader can type with a dislike. */
  maxReasonLength: 500,
} as const;

/** Why a question cannot be asked as typed, or null when it can. */
export function questionProblem(question: string): string | null {
  const trimmed = question.trim();
  if (!trimmed) return 'Type a question first.';
  if (trimmed.length > ASK_LIMITS.maxQuestionLength) {
    return `Questions can be up to ${ASK_LIMITS.maxQuestionLength} characters; this one has ${trimmed.length}. Shorten it to ask.`;
  }
  return null;
}
