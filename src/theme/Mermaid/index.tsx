import React, {useEffect, useRef, useState} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

/** How far ahead of the viewport a diagram starts loading, so it is ready when scrolled to. */
const LOOK_AHEAD = '800px 0px';

/**
 * The fallback for diagrams not rendered to SVG at build time (src/plugins/static-diagrams): a build
 * without Chromium, a diagram being edited under `npm start`.
 *
 * Renders the stock Mermaid diagram only when it comes near the viewport. The
 * stock component loads Mermaid (~190 KB gzip) as soon as any diagram mounts,
 * even far below the fold; most readers of a long page never scroll that far.
 */
export default function MermaidWrapper(props: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: LOOK_AHEAD},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={slot} className={near ? undefined : styles.pending}>
      {near && <Mermaid {...props} />}
    </div>
  );
}
