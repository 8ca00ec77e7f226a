import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type Card = {title: string; description: string; to: string; eyebrow?: string};

/** A responsive grid of link cards; each whole card is one link with a visible focus ring. */
export default function CardGrid({cards, headingLevel = 3}: {cards: Card[]; headingLevel?: 2 | 3}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.to} className={styles.item}>
          <Link to={card.to} className={styles.card}>
            {card.eyebrow && <span className={styles.eyebrow}>{card.eyebrow}</span>}
            <Heading className={styles.title}>{card.title}</Heading>
            <p className={styles.description}>{card.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
