import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The coloured band at the top of custom pages: one h1, one lead sentence, optional actions. A plain
 * block inside the page's <main>, not a <header>: at the top level that would be a second banner
 * landmark next to the navbar's, and the h1 belongs in the main landmark.
 */
export default function PageHero({title, lead, children}: {title: string; lead: string; children?: ReactNode}) {
  return (
    <div className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </div>
  );
}
