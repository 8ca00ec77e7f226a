import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {ASK_LIMITS} from '@site/src/ask/settings';

/**
 * Like and dislike for one answer. A like is recorded at once; a dislike asks what was wrong (optional)
 * and is recorded when the reader sends or skips the reason. One vote per answer.
 */

function ThumbIcon({down}: {down?: boolean}): ReactNode {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      style={down ? {transform: 'rotate(180deg)'} : undefined}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M7 11v9H4v-9h3Zm0 0 4-8c1.7 0 2.6 1.1 2.2 2.8L12.5 9H18a2 2 0 0 1 2 2.3l-1.2 6.6A2.5 2.5 0 0 1 16.3 20H7"
      />
    </svg>
  );
}

export function Feedback({
  vote,
  onVote,
}: {
  vote: 'like' | 'dislike' | null;
  onVote: (vote: 'like' | 'dislike', reason: string | null) => void;
}): ReactNode {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const hintId = useId();
  const dislikeRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);

  // The reason box takes the focus when it opens.
  useEffect(() => {
    if (asking) reasonRef.current?.focus();
  }, [asking]);

  if (vote) {
    return (
      <p className="mynah-ask-thanks" role="status">
        Thanks for your feedback.
      </p>
    );
  }

  const send = (withReason: boolean) => {
    const text = withReason ? reason.trim() : '';
    if (text.length > ASK_LIMITS.maxReasonLength) {
      setProblem(`Keep it to ${ASK_LIMITS.maxReasonLength} characters; this has ${text.length}.`);
      return;
    }
    onVote('dislike', text);
  };

  return (
    <>
      <button
        type="button"
        className="mynah-ask-action"
        aria-label="Like this answer"
        title="Like this answer"
        onClick={() => onVote('like', null)}>
        <ThumbIcon />
      </button>
      <button
        ref={dislikeRef}
        type="button"
        className="mynah-ask-action"
        aria-label="Dislike this answer"
        title="Dislike this answer"
        aria-expanded={asking}
        onClick={() => setAsking(true)}>
        <ThumbIcon down />
      </button>
      {asking && (
        <form
          className="mynah-ask-reason"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send(true);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Escape closes the question about the dislike, not the whole conversation.
            event.stopPropagation();
            event.nativeEvent.stopImmediatePropagation();
            setAsking(false);
            dislikeRef.current?.focus();
          }}>
          <label htmlFor={reasonId}>What was wrong with this answer? (optional)</label>
          <textarea
            id={reasonId}
            ref={reasonRef}
            rows={2}
            value={reason}
            aria-describedby={hintId}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
          <p
            id={hintId}
            className={problem ? 'mynah-ask-problem' : 'mynah-ask-hint'}
            role={problem ? 'alert' : undefined}>
            {problem ?? `Up to ${ASK_LIMITS.maxReasonLength} characters.`}
          </p>
          <div className="mynah-ask-reason-buttons">
            <button type="submit" className="mynah-ask-button mynah-ask-button--primary">
              Send feedback
            </button>
            <button type="button" className="mynah-ask-button" onClick={() => send(false)}>
              Skip
            </button>
          </div>
        </form>
      )}
    </>
  );
}
