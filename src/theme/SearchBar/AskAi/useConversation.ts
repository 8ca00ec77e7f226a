import {useCallback, useEffect, useRef, useState} from 'react';
import type {SearchSettings} from '@site/src/search/settings';
import {AskError, type AnswererName, type Source, type Turn} from '@site/src/ask/answerer';
import {recordFeedback} from '@site/src/ask/feedback';
import {loadAsk, type SearchLoaders} from '@site/src/ask/runtime';
import {ASK_LIMITS} from '@site/src/ask/settings';

/**
 * The conversation's state: its turns, each streaming in from the answerer, with follow-ups sent with
 * the turns before them, and votes recorded with what was asked and cited.
 */

export type TurnState = {
  id: number;
  question: string;
  status: 'answering' | 'done' | 'declined' | 'error';
  text: string;
  sources: Source[];
  closest: Source[];
  /** For a declined question: which part of it the docs do not cover, when that is clear. */
  note: string | null;
  error: string | null;
  answerer: AnswererName | null;
  vote: 'like' | 'dislike' | null;
};

/** The sources an answer's text cites ([n] markers), in order of number. */
export function citedSources(turn: Pick<TurnState, 'text' | 'sources'>): Source[] {
  const cited = new Set([...turn.text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
  return turn.sources.filter((s) => cited.has(s.n));
}

let nextId = 1;

export function useConversation(settings: SearchSettings, search: SearchLoaders) {
  const [turns, setTurns] = useState<TurnState[]>([]);
  const turnsRef = useRef(turns);
  turnsRef.current = turns;
  const controller = useRef<AbortController | null>(null);
  const feedbackUrl = useRef<string | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const update = useCallback((id: number, change: (turn: TurnState) => Partial<TurnState>) => {
    setTurns((list) => list.map((t) => (t.id === id ? {...t, ...change(t)} : t)));
  }, []);

  const run = useCallback(
    async (id: number, question: string, history: Turn[]) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      try {
        const runtime = await loadAsk(settings, search);
        feedbackUrl.current = runtime.feedbackUrl;
        update(id, () => ({answerer: runtime.answerer.name}));
        for await (const event of runtime.answerer.answer(question, history, abort.signal)) {
          if (abort.signal.aborted) return;
          if (event.type === 'sources') update(id, () => ({sources: event.sources}));
          else if (event.type === 'text') update(id, (t) => ({text: t.text + event.text}));
          else if (event.type === 'declined')
            update(id, () => ({status: 'declined', closest: event.closest, note: event.note ?? null}));
          else if (event.type === 'done') update(id, (t) => ({status: t.status === 'declined' ? 'declined' : 'done'}));
        }
      } catch (error) {
        if (abort.signal.aborted) return;
        const message = error instanceof AskError ? error.message : 'Something went wrong while answering. Try again.';
        update(id, () => ({status: 'error', error: message}));
      }
    },
    [settings, search, update],
  );

  /** Asks a question as the next turn; earlier answered turns go with it as context. */
  const ask = useCallback(
    (question: string) => {
      const id = nextId++;
      const history = turnsRef.current
        .filter((t) => t.status === 'done')
        .slice(-ASK_LIMITS.maxHistoryTurns)
        .map((t) => ({question: t.question, answer: t.text}));
      const turn: TurnState = {
        id,
        question: question.trim(),
        status: 'answering',
        text: '',
        sources: [],
        closest: [],
        note: null,
        error: null,
        answerer: null,
        vote: null,
      };
      setTurns((list) => [...list, turn]);
      void run(id, turn.question, history);
    },
    [run],
  );

  const retry = useCallback(
    (id: number) => {
      const index = turnsRef.current.findIndex((t) => t.id === id);
      if (index < 0) return;
      const history = turnsRef.current
        .slice(0, index)
        .filter((t) => t.status === 'done')
        .map((t) => ({question: t.question, answer: t.text}));
      update(id, () => ({status: 'answering', text: '', sources: [], closest: [], note: null, error: null}));
      void run(id, turnsRef.current[index].question, history);
    },
    [run, update],
  );

  const reset = useCallback(() => {
    controller.current?.abort();
    setTurns([]);
  }, []);

  const vote = useCallback(
    (id: number, value: 'like' | 'dislike', reason: string | null) => {
      const turn = turnsRef.current.find((t) => t.id === id);
      if (!turn || !turn.answerer) return;
      recordFeedback(
        {
          eventType: 'ask-feedback',
          vote: value,
          reason: value === 'dislike' ? (reason ?? '') : null,
          question: turn.question,
          citedUrls: citedSources(turn).map((s) => s.path),
          answerer: turn.answerer,
          page: window.location.pathname + window.location.search,
          timestamp: Date.now(),
        },
        feedbackUrl.current,
      );
      update(id, () => ({vote: value}));
    },
    [update],
  );

  const busy = turns.some((t) => t.status === 'answering');
  return {turns, ask, retry, reset, vote, busy};
}
