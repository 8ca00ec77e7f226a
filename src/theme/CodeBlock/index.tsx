import React from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {CodeTokensContext} from '@site/src/utils/code-tokens-context';

type Props = WrapperProps<typeof CodeBlockType> & {tokens?: string};

/**
 * Passes the build-time tokens of a fenced code block (the `tokens` prop set by
 * src/plugins/static-highlight) down to CodeBlock/Content, which the stock block has no prop for.
 */
export default function CodeBlockWrapper({tokens, ...props}: Props) {
  return (
    <CodeTokensContext.Provider value={tokens ?? null}>
      <CodeBlock {...props} />
    </CodeTokensContext.Provider>
  );
}
