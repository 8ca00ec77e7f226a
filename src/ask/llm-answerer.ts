import {AskError, type AnswerEvent, type Answerer, type Turn} from './answerer';
import {bestSections, composeAnswer, type LocalDeps} from './local-answerer';
import type {AskErrorBody, AskRequest} from './protocol';
import {retrieve, toSource} from './retrieve';
import {ASK_LIMITS} from './settings';
import {readSse} from './sse';

/**
 * The llm answerer: retrieval in the browser as for the local answerer, then the question and the
 * chosen sections (by id) go to the ask server, which asks a language model and streams its answer
 * back. The model's key never leaves the server. Questions the docs plainly do not cover are declined
 * here, as the local answerer declines them, without a call.
 */

export type LlmAnswererOptions = {
  endpoint: string;
  load: () => Promise<LocalDeps>;
  /** Longest wait for a whole answer; the server has its own limit too. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const UNREACHABLE = 'The answer service could not be reached. Check your connection and try again.';
const TOO_LONG = 'The answer took too long. Try again in a moment.';
const CUT_OFF = 'The answer was cut off. Try again.';

type Deadline = {signal: AbortSignal; timedOut: () => boolean; clear: () => void};

/**
 * A signal that aborts on the caller's abort or after `ms`, and says which. (AbortSignal.any would do,
 * but it is too new for some readers' browsers.)
 */
function deadline(outer: AbortSignal | undefined, ms: number): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(TOO_LONG, 'TimeoutError'));
  }, ms);
  const onAbort = (): void => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, {once: true});
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

/** The reader's message for a refused request, from the status and the server's own words. */
async function errorFor(response: Response): Promise<AskError> {
  let message = '';
  try {
    message = ((await response.json()) as AskErrorBody).error?.message ?? '';
  } catch {
    // Not our server's JSON (a proxy's error page): the status says enough.
  }
  if (response.status === 429) {
    const wait = Number(response.headers.get('Retry-After'));
    const after = Number.isFinite(wait) && wait > 0 ? `${Math.ceil(wait)} seconds` : 'a minute';
    return new AskError(`Too many questions in a short time. Try again in ${after}.`, 'rate_limited');
  }
  if (response.status === 504) return new AskError(TOO_LONG, 'timeout');
  if (response.status === 400 || response.status === 413) {
    return new AskError(message || 'The answer service could not read this question.', 'rejected');
  }
  return new AskError('The answer service is not working right now. Try again in a moment.', 'unavailable');
}

export function createLlmAnswerer({
  endpoint,
  load,
  timeoutMs = 60_000,
  fetch: fetchImpl,
}: LlmAnswererOptions): Answerer {
  async function* stream(response: Response, limit: Deadline, signal?: AbortSignal): AsyncGenerator<AnswerEvent> {
    try {
      for await (const event of readSse(response.body!, limit.signal)) {
        if (event.event === 'delta') {
          yield {type: 'text', text: (JSON.parse(event.data) as {text: string}).text};
        } else if (event.event === 'error') {
          throw new AskError((JSON.parse(event.data) as {message: string}).message, 'failed');
        } else if (event.event === 'done') {
          yield {type: 'done'};
          return;
        }
      }
    } catch (error) {
      if (error instanceof AskError || signal?.aborted) throw error;
      throw limit.timedOut() ? new AskError(TOO_LONG, 'timeout') : new AskError(CUT_OFF, 'failed');
    }
    // The stream ended without `done`: the server or a proxy dropped it.
    throw new AskError(CUT_OFF, 'failed');
  }

  return {
    name: 'llm',
    async *answer(question: string, history: Turn[], signal?: AbortSignal): AsyncIterable<AnswerEvent> {
      const {engine, store} = await load();
      const retrieval = await retrieve(engine, store, question, history);
      const gate = composeAnswer(retrieval, question);
      if (gate.kind === 'declined') {
        yield {type: 'declined', closest: gate.closest, ...(gate.note ? {note: gate.note} : {})};
        yield {type: 'done'};
        return;
      }
      const sections = bestSections(retrieval, question, ASK_LIMITS.maxSections);
      const body: AskRequest = {
        question: question.trim(),
        sections: sections.map((s) => s.unit),
        history: history.slice(-ASK_LIMITS.maxHistoryTurns).map((t) => ({
          question: t.question.slice(0, ASK_LIMITS.maxQuestionLength),
          answer: t.answer.slice(0, ASK_LIMITS.maxHistoryAnswerLength),
        })),
      };
      const limit = deadline(signal, timeoutMs);
      try {
        let response: Response;
        try {
          response = await (fetchImpl ?? fetch)(endpoint, {
            method: 'POST',
            headers: {'Content-Type': 'application/json', Accept: 'text/event-stream'},
            body: JSON.stringify(body),
            signal: limit.signal,
          });
        } catch (error) {
          if (signal?.aborted) throw error;
          throw limit.timedOut() ? new AskError(TOO_LONG, 'timeout') : new AskError(UNREACHABLE, 'unavailable');
        }
        if (!response.ok || !response.body) throw await errorFor(response);
        yield {type: 'sources', sources: sections.map((s, i) => toSource(s, i + 1))};
        yield* stream(response, limit, signal);
      } finally {
        limit.clear();
      }
    },
  };
}
