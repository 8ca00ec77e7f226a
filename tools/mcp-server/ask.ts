import type {AskEnv} from '../../config/env';
import type {Answerer, Source} from '../../src/ask/answerer';
import {createLlmAnswerer} from '../../src/ask/llm-answerer';
import {createLocalAnswerer, type LocalDeps} from '../../src/ask/local-answerer';
import {SiteError, type BuiltSite} from './site';

/** ask_docs' result: the answer with `[n]` markers, and the pages they cite. */
export type DocsAnswer =
  | {kind: 'answer'; answer: string; sources: {n: number; title: string; url: string}[]}
  | {kind: 'declined'; note: string | null; closest: {title: string; url: string}[]};

export type DocsAsk = {answerer: 'local' | 'llm'; ask(question: string): Promise<DocsAnswer>};

/**
 * ask_docs answers with the answerer the site's Ask AI uses: the local extractive answerer over the
 * built passages (no network, no account), or, with ASK_AI_ANSWERER=llm and ASK_AI_ENDPOINT, the ask
 * server (tools/ask-server), which asks a language model. Algolia's assistant answers only inside
 * DocSearch's modal, so with ASK_AI_ANSWERER=algolia the local answerer is used here.
 */
export function createDocsAsk(site: BuiltSite, ask: AskEnv): DocsAsk {
  const {passages} = site;
  const load = async (): Promise<LocalDeps> => {
    if (!passages) {
      throw new SiteError(
        `${site.buildDir} was built with Ask AI off, so it has no passages to answer from: build it with ASK_AI_ANSWERER=local (the default).`,
      );
    }
    return {engine: site.engine, store: passages};
  };
  const useLlm = ask.answerer === 'llm' && ask.endpoint !== null;
  const answerer: Answerer = useLlm ? createLlmAnswerer({endpoint: ask.endpoint!, load}) : createLocalAnswerer(load);
  const cited = (source: Source) => ({
    title: source.section ? `${source.page} › ${source.section}` : source.page,
    url: `${site.origin}${source.path}`,
  });
  return {
    answerer: useLlm ? 'llm' : 'local',
    async ask(question) {
      let text = '';
      let sources: Source[] = [];
      for await (const event of answerer.answer(question, [])) {
        if (event.type === 'sources') sources = event.sources;
        else if (event.type === 'text') text += event.text;
        else if (event.type === 'declined')
          return {kind: 'declined', note: event.note ?? null, closest: event.closest.map(cited)};
      }
      return {kind: 'answer', answer: text, sources: sources.map((s) => ({n: s.n, ...cited(s)}))};
    },
  };
}
