import React, {useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {copyMarkdown, fetchMarkdown} from './markdown-source';
import {ASSISTANTS, assistantPrompt} from './prompts';
import styles from './menu.module.css';

export type MenuFocus = 'first' | 'last';

type Props = {
  id: string;
  labelledBy: string;
  /** The page's Markdown, e.g. /docs/x.md. */
  markdownPath: string;
  initialFocus: MenuFocus;
  /** Closes the menu; `returnFocus` puts the focus back on the menu button. */
  onClose: (returnFocus: boolean) => void;
  onStatus: (message: string) => void;
  trigger: RefObject<HTMLButtonElement | null>;
};

/** The open menu: four items, moved through with the arrow keys, Home and End. */
export default function Menu({
  id,
  labelledBy,
  markdownPath,
  initialFocus,
  onClose,
  onStatus,
  trigger,
}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const list = useRef<HTMLUListElement>(null);
  const prompt = assistantPrompt(`${siteConfig.url.replace(/\/$/, '')}${markdownPath}`);

  const items = () => [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    const all = items();
    (initialFocus === 'first' ? all[0] : all.at(-1))?.focus();
    // Fetched now, so "Copy" has the text at once and the service worker keeps it for offline reading.
    fetchMarkdown(markdownPath).catch(() => undefined);
  }, [initialFocus, markdownPath]);

  useEffect(() => {
    // A press outside the menu (and its button, which toggles it) closes it where the focus now is.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !trigger.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose, trigger]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') onClose(true);
    else if (event.key === 'Tab') {
      onClose(false);
      return;
    } else return;
    event.preventDefault();
  };

  const copy = () => {
    onClose(true);
    onStatus('');
    copyMarkdown(markdownPath).then(
      () => onStatus('Page copied as Markdown.'),
      () => onStatus('The page could not be copied. Use "View as Markdown" instead.'),
    );
  };

  return (
    <ul id={id} role="menu" aria-labelledby={labelledBy} ref={list} className={styles.menu} onKeyDown={onKeyDown}>
      <li role="none">
        <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={copy}>
          Copy page as Markdown
        </button>
      </li>
      <li role="none">
        <a
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          href={markdownPath}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onClose(false)}>
          View as Markdown
        </a>
      </li>
      {ASSISTANTS.map((assistant) => (
        <li role="none" key={assistant.name}>
          <a
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={assistant.url(prompt)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onClose(false)}>
            Open in {assistant.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
