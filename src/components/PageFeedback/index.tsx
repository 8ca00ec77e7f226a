import React, {useEffect, useRef, useState, type FormEvent} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {createStorageSlot} from '@docusaurus/theme-common';
import {
  buildFeedback,
  feedbackStorageKey,
  MAX_COMMENT,
  rememberedVote,
  rememberVote,
  sendFeedback,
  type Vote,
} from '@site/src/utils/feedback';
import styles from './styles.module.css';

type Props = {endpoint: string; title: string};
type Status = 'asking' | 'sending' | 'failed' | 'done';

/**
 * "Was this page helpful?" under every doc: Yes or No, an optional comment, then one POST to the
 * feedback endpoint. A page the reader already voted on shows the thanks instead. Plain buttons
 * and a labelled textarea, so it works from the keyboard; nothing here blocks the page.
 */
export default function PageFeedback({endpoint, title}: Props) {
  const {pathname} = useLocation();
  const [vote, setVote] = useState<Vote | undefined>();
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>('asking');
  const thanks = useRef<HTMLParagraphElement>(null);
  const justSent = useRef(false);
  // Fixed ids (one feedback form per page): useId numbers differ between a page hydrated from the server
  // HTML and the same page rendered after a client-side move, so the markup would differ between the two.
  const questionId = 'page-feedback-question';
  const commentId = 'page-feedback-comment';

  // Storage is browser-only: read it after hydration, so the server and first client render agree.
  useEffect(() => {
    if (rememberedVote(pathname, createStorageSlot(feedbackStorageKey(pathname)))) setStatus('done');
  }, [pathname]);

  useEffect(() => {
    if (status === 'done' && justSent.current) thanks.current?.focus();
  }, [status]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!vote || status === 'sending') return;
    setStatus('sending');
    const body = buildFeedback({path: pathname, pageUrl: window.location.href, title, vote, comment});
    if (await sendFeedback(endpoint, body)) {
      rememberVote(pathname, vote, createStorageSlot(feedbackStorageKey(pathname)));
      justSent.current = true;
      setStatus('done');
    } else {
      setStatus('failed');
    }
  }

  const choice = (value: Vote, label: string) => (
    <button
      type="button"
      className={clsx('button button--sm', vote === value ? 'button--primary' : 'button--outline button--secondary')}
      aria-pressed={vote === value}
      onClick={() => setVote(value)}>
      {label}
    </button>
  );

  return (
    <section className={styles.feedback} aria-label="Page feedback">
      <div role="status">
        {status === 'done' && (
          <p ref={thanks} tabIndex={-1} className={styles.thanks}>
            Thanks for your feedback.
          </p>
        )}
      </div>
      {status !== 'done' && (
        <form onSubmit={submit}>
          <div className={styles.question}>
            <p id={questionId}>Was this page helpful?</p>
            <div role="group" aria-labelledby={questionId} className={styles.buttons}>
              {choice('yes', 'Yes')}
              {choice('no', 'No')}
            </div>
          </div>
          {vote && (
            <div className={styles.comment}>
              <label htmlFor={commentId}>
                {vote === 'yes' ? 'What helped you? (optional)' : 'What was missing or wrong? (optional)'}
              </label>
              <textarea
                id={commentId}
                rows={3}
                maxLength={MAX_COMMENT}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
              <button type="submit" className="button button--sm button--primary" disabled={status === 'sending'}>
                Send feedback
              </button>
              {status === 'failed' && (
                <p role="alert" className={styles.error}>
                  Your feedback could not be sent. Please try again.
                </p>
              )}
            </div>
          )}
        </form>
      )}
    </section>
  );
}
