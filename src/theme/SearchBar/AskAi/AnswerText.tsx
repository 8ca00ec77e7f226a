import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Source} from '@site/src/ask/answerer';

/**
 * An answer's text as the reader sees it: paragraphs, "- " lines as a list, and each [n] as a link to
 * the section it cites. Everything is rendered as text (React escapes it): neither the docs nor a
 * model's output can inject markup.
 */

export function sourceTitle(source: Source): string {
  return source.section ? `${source.page} › ${source.section}` : source.page;
}

function withCitations(text: string, sources: Source[], onFollow: () => void): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\s?\[(\d+)\]/g)) {
    const source = sources.find((s) => s.n === Number(match[1]));
    if (!source) continue;
    out.push(text.slice(last, match.index));
    out.push(
      <Link
        key={`${match.index}-${source.n}`}
        className="mynah-ask-cite"
        to={source.path}
        onClick={onFollow}
        aria-label={`Source ${source.n}: ${sourceTitle(source)}`}>
        {source.n}
      </Link>,
    );
    last = match.index + match[0].length;
  }
  out.push(text.slice(last));
  return out;
}

export function AnswerText({
  text,
  sources,
  onFollow,
}: {
  text: string;
  sources: Source[];
  onFollow: () => void;
}): ReactNode {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim());
  return (
    <>
      {paragraphs.map((paragraph, i) => {
        const lines = paragraph.split('\n');
        const items = lines.filter((line) => /^\s*[-*•]\s/.test(line));
        const lead = lines.filter((line) => !/^\s*[-*•]\s/.test(line)).join(' ');
        return (
          <React.Fragment key={i}>
            {lead && <p>{withCitations(lead, sources, onFollow)}</p>}
            {items.length > 0 && (
              <ul>
                {items.map((item, j) => (
                  <li key={j}>{withCitations(item.replace(/^\s*[-*•]\s/, ''), sources, onFollow)}</li>
                ))}
              </ul>
            )}
          </React.Fragment>
        );
      })}
    </>
  );
}
