import React, {useContext, useMemo, type ComponentProps} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {CodeTokensContext} from '@site/src/utils/code-tokens-context';
import {decodeTokens, plainTokens, type CodeToken} from '@site/src/utils/code-tokens';

type LineProps = ComponentProps<typeof Line>;

const getLineProps: LineProps['getLineProps'] = ({className}) => ({className: clsx('token-line', className)});

const getTokenProps: LineProps['getTokenProps'] = ({token}) => ({
  className: clsx('token', token.types),
  children: token.empty ? '' : token.content,
});

/**
 * The stock content renders with prism-react-renderer, which puts Prism in every page's JavaScript.
 * This one renders tokens computed at build time (src/plugins/static-highlight), coloured by CSS in
 * both colour modes; a block without them (code built in React, such as the API samples, or an
 * unknown language) is shown as plain text. Same markup and classes as the stock component.
 */
export default function CodeBlockContent({className}: {className?: string}) {
  const {metadata, wordWrap} = useCodeBlockContext();
  const encoded = useContext(CodeTokensContext);
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const lines: CodeToken[][] = useMemo(
    () => (encoded ? decodeTokens(code, encoded) : null) ?? plainTokens(code),
    [code, encoded],
  );
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable regions must be reachable by keyboard.
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}
