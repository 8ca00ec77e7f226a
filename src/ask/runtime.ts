import type * as SearchRuntime from '../search/runtime';
import type {SearchSettings} from '../search/settings';
import {AskError, type AnswerEvent, type Answerer, type Turn} from './answerer';
import {createLlmAnswerer} from './llm-answerer';
import {createLocalAnswerer, type LocalDeps} from './local-answerer';
import {PassageStore} from './passages';

/**
 * Ask AI in the browser: the configured docs answerer (from the search manifest), loaded with the
 * conversation screen and set up on the first question. The index is search's own; the passages
 * files are fetched as questions need them.
 *
 * Search's runtime is handed in by the caller, which has it loaded already with the search modal: an
 * import here would put a second copy of it into the Ask AI screen's chunk (10 KB gzip).
 */

/** What Ask AI uses of search's runtime. */
export type SearchLoaders = Pick<typeof SearchRuntime, 'fetchJson' | 'loadEngine' | 'loadManifest'>;

export type AskRuntime = {answerer: Answerer; feedbackUrl: string | null};

const LOAD_FAILED = 'The docs could not be loaded to answer from. Check your connection and try again.';

/** Any failure that is not already a reader's message (a file that did not load) becomes one. */
function readable(answerer: Answerer): Answerer {
  return {
    name: answerer.name,
    async *answer(question: string, history: Turn[], signal?: AbortSignal): AsyncIterable<AnswerEvent> {
      try {
        yield* answerer.answer(question, history, signal);
      } catch (error) {
        if (error instanceof AskError || signal?.aborted) throw error;
        throw new AskError(LOAD_FAILED, 'unavailable');
      }
    },
  };
}

let runtime: Promise<AskRuntime> | null = null;

export function loadAsk(settings: SearchSettings, search: SearchLoaders): Promise<AskRuntime> {
  const {fetchJson, loadEngine, loadManifest} = search;
  runtime ??= loadManifest(settings.manifestUrl)
    .then(({ask}) => {
      if (!ask) throw new AskError('Ask AI is not set up on this site.', 'unavailable');
      const store = new PassageStore(ask.passages, fetchJson);
      const load = async (): Promise<LocalDeps> => ({engine: await loadEngine(settings.manifestUrl), store});
      const answerer =
        ask.answerer === 'llm' && ask.endpoint
          ? createLlmAnswerer({endpoint: ask.endpoint, load})
          : createLocalAnswerer(load);
      return {answerer: readable(answerer), feedbackUrl: ask.feedbackUrl};
    })
    .catch((error: unknown) => {
      runtime = null;
      throw error instanceof AskError ? error : new AskError(LOAD_FAILED, 'unavailable');
    });
  return runtime;
}
