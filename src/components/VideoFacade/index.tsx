import React, {useState} from 'react';
import styles from './styles.module.css';

type Props = {title: string; src: string; duration: string};

type State = 'facade' | 'playing' | 'failed';

/**
 * A poster button that stands in for the video player. Nothing is requested from
 * the video host until the reader presses play; if the video cannot be loaded
 * (offline, blocked, gone) the reader gets a message and the page carries on.
 */
export default function VideoFacade({title, src, duration}: Props) {
  const [state, setState] = useState<State>('facade');

  function play() {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      console.warn(`[videos] offline, not loading ${src}`);
      setState('failed');
      return;
    }
    setState('playing');
  }

  if (state === 'playing') {
    return (
      <video
        className={styles.frame}
        src={src}
        controls
        autoPlay
        preload="metadata"
        aria-label={title}
        onError={() => {
          console.warn(`[videos] could not load ${src}`);
          setState('failed');
        }}
      />
    );
  }

  return (
    <div className={styles.frame}>
      {/* Named by its content, so the visible duration is part of the name (WCAG 2.5.3 label in name). */}
      <button type="button" className={styles.poster} onClick={play}>
        <span className={styles.visuallyHidden}>Play video: {title}, </span>
        <svg className={styles.play} viewBox="0 0 68 48" aria-hidden="true" focusable="false">
          <rect width="68" height="48" rx="12" />
          <path d="M27 15l17 9-17 9z" fill="#fff" />
        </svg>
        <span className={styles.duration}>{duration}</span>
      </button>
      {state === 'failed' && (
        <p role="status" className={styles.failed}>
          This video could not be loaded. Check your connection, or follow the chapters and the written guide below.
        </p>
      )}
    </div>
  );
}
