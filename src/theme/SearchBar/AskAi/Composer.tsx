import React, {forwardRef, useId, useState, type ReactNode} from 'react';
import {ASK_LIMITS, questionProblem} from '@site/src/ask/settings';

/**
 * The question box at the bottom of the conversation. Enter asks, Shift+Enter starts a new line. The
 * limit is shown as a count; a question that is empty or too long gets a message and stays as typed.
 */
export const Composer = forwardRef<
  HTMLTextAreaElement,
  {
    busy: boolean;
    first: boolean;
    draft: string;
    problem: string | null;
    onDraft: (text: string) => void;
    onProblem: (problem: string | null) => void;
    onAsk: (question: string) => void;
  }
>(function Composer({busy, first, draft, problem, onDraft, onProblem, onAsk}, ref): ReactNode {
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const [touched, setTouched] = useState(false);
  const length = draft.trim().length;
  const over = length > ASK_LIMITS.maxQuestionLength;

  const submit = () => {
    if (busy) return;
    const issue = questionProblem(draft);
    onProblem(issue);
    setTouched(true);
    if (issue) return;
    onAsk(draft);
    onDraft('');
    setTouched(false);
  };

  return (
    <form
      className="mynah-ask-composer"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}>
      <label htmlFor={inputId} className="mynah-ask-visually-hidden">
        {first ? 'Ask a question about the docs' : 'Ask a follow-up question'}
      </label>
      <div className="mynah-ask-composer-row">
        <textarea
          ref={ref}
          id={inputId}
          rows={1}
          value={draft}
          placeholder={first ? 'Ask a question about the docs' : 'Ask a follow-up question'}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          aria-invalid={problem && touched ? true : undefined}
          onChange={(event) => {
            onDraft(event.target.value);
            if (problem) onProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <button type="submit" className="mynah-ask-button mynah-ask-button--primary" disabled={busy}>
          Ask
        </button>
      </div>
      {problem && (
        <p id={problemId} className="mynah-ask-problem" role="alert">
          {problem}
        </p>
      )}
      <p id={hintId} className="mynah-ask-hint">
        <span className={over ? 'mynah-ask-count mynah-ask-count--over' : 'mynah-ask-count'}>
          {length}/{ASK_LIMITS.maxQuestionLength}
        </span>{' '}
        Questions can be up to {ASK_LIMITS.maxQuestionLength} characters. Enter asks; Shift+Enter adds a line.
      </p>
    </form>
  );
});
