import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {inlineBlocks, inlineTokens} from '@site/src/utils/inline-markdown';

function Inline({text}: {text: string}): ReactNode {
  return inlineTokens(text).map((token, i) => {
    switch (token.kind) {
      case 'code':
        return <code key={i}>{token.text}</code>;
      case 'bold':
        return <strong key={i}>{token.text}</strong>;
      case 'link':
        return (
          <Link key={i} to={token.href}>
            <Inline text={token.text} />
          </Link>
        );
      default:
        return token.text;
    }
  });
}

/** A description's inline Markdown as paragraphs and lists, rendered at build time. */
export default function InlineMarkdown({text, className}: {text: string; className?: string}) {
  return (
    <div className={className}>
      {inlineBlocks(text).map((block, i) =>
        block.list ? (
          <ul key={i}>
            {block.lines.map((line, j) => (
              <li key={j}>
                <Inline text={line} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <Inline text={block.lines[0]} />
          </p>
        ),
      )}
    </div>
  );
}
