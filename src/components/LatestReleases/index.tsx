import React from 'react';
import Link from '@docusaurus/Link';
import type {ReleaseEntry} from '@site/src/plugins/release-notes/parse';
import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

export function formatReleaseDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * Release-note entries, newest first, each linking to its note. The page imports the generated list
 * it needs (src/plugins/release-notes), so the home page does not load the entries only /whats-new shows.
 */
export default function LatestReleases({
  entries,
  showSummary = false,
}: {
  entries: Omit<ReleaseEntry, 'summary'>[] | ReleaseEntry[];
  showSummary?: boolean;
}) {
  if (entries.length === 0) {
    return <p>No release notes have been published yet.</p>;
  }
  return (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.url} className={styles.entry}>
          <span className={styles.meta}>
            <span className={styles[entry.kind.toLowerCase()]}>{entry.kind}</span>{' '}
            <time dateTime={entry.date}>{formatReleaseDate(entry.date)}</time>
            {entry.area && <> · {entry.area}</>}
          </span>
          <Link to={entry.url} className={styles.title}>
            {entry.title}
          </Link>
          {showSummary && 'summary' in entry && <p className={styles.summary}>{entry.summary}</p>}
        </li>
      ))}
    </ol>
  );
}
