import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {title: string; lead: string; actions?: ReactNode; children: ReactNode};

/**
 * The main landmark of a custom page: the coloured band (one h1, one lead sentence, optional actions),
 * then the page's content in a container. The band is a plain block inside <main>, not a <header>: at
 * the top level that would be a second banner landmark next to the navbar's, and the h1 belongs in
 * the main landmark.
 */
export default function HeroMain({title, lead, actions, children}: Props): ReactNode {
  return (
    <main>
      <div className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </div>
      <div className="container margin-vert--lg">{children}</div>
    </main>
  );
}
