import React, {useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import type {SearchSettings} from '@site/src/search/settings';
import {questionProblem} from '@site/src/ask/settings';
import {refusalLine} from '@site/src/ask/answerer';
import type {SearchLoaders} from '@site/src/ask/runtime';
import {AnswerText, sourceTitle} from './AnswerText';
import {Composer} from './Composer';
import {Feedback} from './Feedback';
import {citedSources, useConversation, type TurnState} from './useConversation';
import {installStyles} from './styles';

/**
 * The Ask AI conversation screen, inside DocSearch's modal, for the docs answerers (local, llm).
 * DocSearch's own Ask AI screen talks only to Algolia's assistant, so the modal hands questions to this
 * screen through its documented `interceptAskAiEvent` hook (see ../index.tsx). While it is open, the
 * modal's search bar, results and footer are hidden (styles.css) and this screen takes their place.
 */

export const DISCLAIMER = 'Answers are generated with AI which can make mistakes. Verify responses.';

export type AskRequest = {question: string; id: number};

type Props = {
  /** DocSearch's modal element; the screen is placed inside it. */
  modal: HTMLElement;
  settings: SearchSettings;
  /** Search's runtime, loaded with the modal: Ask AI answers from the same index. */
  search: SearchLoaders;
  /** The latest question asked from the search box (a new id for each). */
  request: AskRequest | null;
  /** Whether the screen is showing (it stays mounted, hidden, while the reader is back in search). */
  active: boolean;
  onBack: () => void;
  /** Closes the modal (after the reader follows a link). */
  onClose: () => void;
};

function CopyButton({turn}: {turn: TurnState}): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    const sources = citedSources(turn)
      .map((s) => `[${s.n}] ${sourceTitle(s)}: ${new URL(s.path, window.location.origin).href}`)
      .join('\n');
    try {
      await navigator.clipboard.writeText(sources ? `${turn.text}\n\nSources:\n${sources}` : turn.text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  const label = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy answer';
  return (
    <button type="button" className="mynah-ask-action mynah-ask-action--text" onClick={copy} aria-live="polite">
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          d="M9 9h10v11H9zM5 15H4V4h11v1"
          strokeLinejoin="round"
        />
      </svg>
      {label}
    </button>
  );
}

function TurnView({
  turn,
  onFollow,
  onRetry,
  onVote,
}: {
  turn: TurnState;
  onFollow: () => void;
  onRetry: () => void;
  onVote: (vote: 'like' | 'dislike', reason: string | null) => void;
}): ReactNode {
  const sources = citedSources(turn);
  return (
    <li className="mynah-ask-turn" data-state={turn.status}>
      <h3 className="mynah-ask-question">{turn.question}</h3>
      <div className="mynah-ask-answer" aria-live="polite" aria-busy={turn.status === 'answering'}>
        {turn.status === 'answering' && !turn.text && <p className="mynah-ask-status">Reading the docs…</p>}
        {turn.text && <AnswerText text={turn.text} sources={turn.sources} onFollow={onFollow} />}
        {turn.status === 'declined' && (
          <>
            <p>{refusalLine(turn.note)}</p>
            {turn.closest.length > 0 ? (
              <>
                <p>The closest pages:</p>
                <ul className="mynah-ask-closest">
                  {turn.closest.map((page) => (
                    <li key={page.path}>
                      <Link to={page.path} onClick={onFollow}>
                        {page.page}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>Try other words, or search the docs.</p>
            )}
          </>
        )}
        {turn.status === 'error' && (
          <div className="mynah-ask-error" role="alert">
            <p>{turn.error}</p>
            <button type="button" className="mynah-ask-button" onClick={onRetry}>
              Try again
            </button>
          </div>
        )}
      </div>
      {turn.status === 'done' && sources.length > 0 && (
        <div className="mynah-ask-sources">
          <h4>Sources</h4>
          <ol>
            {sources.map((source) => (
              <li key={source.n}>
                <span className="mynah-ask-cite" aria-hidden="true">
                  {source.n}
                </span>
                <Link to={source.path} onClick={onFollow} aria-label={`Source ${source.n}: ${sourceTitle(source)}`}>
                  {sourceTitle(source)}
                </Link>
              </li>
            ))}
          </ol>
        </div>
      )}
      {turn.status === 'done' && (
        <div className="mynah-ask-actions">
          <CopyButton turn={turn} />
          <Feedback vote={turn.vote} onVote={onVote} />
        </div>
      )}
    </li>
  );
}

/** Keeps Tab inside the screen: DocSearch's own trap counts its hidden search box as the first stop. */
function trapTab(event: React.KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), textarea, input'),
  ].filter((el) => el.offsetParent !== null);
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
  event.stopPropagation();
}

/** Puts text in DocSearch's search box the way typing would, so DocSearch searches for it. */
function fillSearchBox(modal: HTMLElement, text: string): void {
  const input = modal.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input || input.value) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
    input,
    text.slice(0, input.maxLength > 0 ? input.maxLength : undefined),
  );
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

export default function AskAiScreen({modal, settings, search, request, active, onBack, onClose}: Props): ReactNode {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const {turns, ask, retry, reset, vote, busy} = useConversation(settings, search);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const handled = useRef<number | null>(null);

  useLayoutEffect(() => {
    installStyles();
    const element = document.createElement('div');
    element.className = 'mynah-ask-slot';
    modal.appendChild(element);
    setSlot(element);
    return () => element.remove();
  }, [modal]);

  // A question from the search box: asked at once, or kept in the box with the reason it cannot be.
  useEffect(() => {
    if (!slot || !request || handled.current === request.id) return;
    handled.current = request.id;
    const issue = questionProblem(request.question);
    if (issue || busy) {
      setDraft(request.question.trim());
      setProblem(issue);
    } else {
      ask(request.question);
    }
    composer.current?.focus();
  }, [slot, request, ask, busy]);

  // Each new turn scrolls into view.
  const count = turns.length;
  useEffect(() => {
    const last = body.current?.querySelector<HTMLElement>('.mynah-ask-turn:last-child');
    if (last && body.current) body.current.scrollTop = last.offsetTop - body.current.offsetTop;
  }, [count]);

  // Set by going back, until the screen shows again: the focus stays in the screen until the change is
  // on screen (below), so a second Escape pressed before then still lands here, and means "close".
  const leaving = useRef(false);
  // Back to search with the last question in the search box (DocSearch empties it when it hands a
  // question over), so its results are one step away.
  const back = useCallback(() => {
    const last = turns.at(-1)?.question ?? request?.question;
    if (last) fillSearchBox(modal, last);
    leaving.current = true;
    onBack();
  }, [modal, turns, request, onBack]);

  // While the screen shows, it takes the place of the modal's search bar, results and footer. The
  // focus moves with it, once the change is on screen: into the composer, or back to the search box
  // (a hidden element cannot take the focus).
  const wasActive = useRef(false);
  useEffect(() => {
    const container = modal.parentElement;
    container?.classList.toggle('mynah-ask-open', active);
    if (active) {
      leaving.current = false;
      composer.current?.focus();
    } else if (wasActive.current) modal.querySelector<HTMLInputElement>('.DocSearch-Input')?.focus();
    wasActive.current = active;
    return () => container?.classList.remove('mynah-ask-open');
  }, [modal, active]);

  const newConversation = useCallback(() => {
    reset();
    setProblem(null);
    composer.current?.focus();
  }, [reset]);

  if (!slot) return null;
  return createPortal(
    <section
      className="mynah-ask"
      aria-labelledby={titleId}
      hidden={!active}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // Escape goes back to search, as in DocSearch's own Ask AI screen, rather than closing the modal.
          event.stopPropagation();
          event.nativeEvent.stopImmediatePropagation();
          if (leaving.current) onClose();
          else back();
          return;
        }
        trapTab(event);
      }}>
      <header className="mynah-ask-header">
        <button type="button" className="mynah-ask-button mynah-ask-back" onClick={back}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" d="M15 5l-7 7 7 7" strokeLinecap="round" />
          </svg>
          Back to search
        </button>
        <h2 id={titleId} className="mynah-ask-title">
          Ask AI
        </h2>
        <button type="button" className="mynah-ask-button" onClick={newConversation} disabled={turns.length === 0}>
          New conversation
        </button>
      </header>
      <div className="mynah-ask-body" ref={body}>
        {turns.length === 0 ? (
          <p className="mynah-ask-empty">Ask a question and get an answer from the docs, with links to its sources.</p>
        ) : (
          <ol className="mynah-ask-turns">
            {turns.map((turn) => (
              <TurnView
                key={turn.id}
                turn={turn}
                onFollow={onClose}
                onRetry={() => retry(turn.id)}
                onVote={(value, reason) => vote(turn.id, value, reason)}
              />
            ))}
          </ol>
        )}
      </div>
      <Composer
        ref={composer}
        busy={busy}
        first={turns.length === 0}
        draft={draft}
        problem={problem}
        onDraft={setDraft}
        onProblem={setProblem}
        onAsk={ask}
      />
      <p className="mynah-ask-disclaimer">{DISCLAIMER}</p>
    </section>,
    slot,
  );
}
