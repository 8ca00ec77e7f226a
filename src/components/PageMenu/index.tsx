import React, {lazy, Suspense, useCallback, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {markdownPath} from '@site/src/utils/markdown-path';
import type {MenuFocus} from './Menu';
import styles from './styles.module.css';

// The menu's code (items, keys, clipboard) is loaded the first time a reader opens it.
const Menu = lazy(() => import('./Menu'));

/**
 * A fixed id (a page has one page menu) rather than useId: useId numbers differ between a page hydrated from the
 * server HTML and the same page rendered after a client-side move (tests/e2e/hydration.spec.ts compares the two).
 */
const id = 'page-menu';

/**
 * The page menu of doc and API pages: copy the page as Markdown, view the Markdown, or open it in an
 * assistant. The button is server-rendered and works as an ARIA menu button (Enter, Space and the
 * arrow keys open it; Escape closes it and returns the focus here). A status line announces copies.
 */
export default function PageMenu(): ReactNode {
  const {pathname} = useLocation();
  const [focus, setFocus] = useState<MenuFocus | null>(null);
  const [status, setStatus] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const open = focus !== null;

  const close = useCallback((returnFocus: boolean) => {
    setFocus(null);
    if (returnFocus) button.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <div className={styles.pageMenu}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : setFocus('first'))}
        onKeyDown={onKeyDown}
        // Hovering fetches the menu's code ahead of the click.
        onPointerEnter={() => void import('./Menu')}>
        Copy page
        <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10" className={styles.chevron}>
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <Menu
            id={`${id}-menu`}
            labelledBy={`${id}-button`}
            markdownPath={markdownPath(pathname)}
            initialFocus={focus}
            onClose={close}
            onStatus={setStatus}
            trigger={button}
          />
        </Suspense>
      )}
      <span role="status" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
